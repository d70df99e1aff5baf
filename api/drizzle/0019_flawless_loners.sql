CREATE TABLE "received_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_link_id" uuid,
	"source" text NOT NULL,
	"gateway_payment_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"review_reason" text,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "received_payments_amount_positive" CHECK ("received_payments"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_paymentLinkId_unique";--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "amount_paid_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "plan_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "plan_part" integer;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "plan_parts" integer;--> statement-breakpoint
ALTER TABLE "received_payments" ADD CONSTRAINT "received_payments_payment_link_id_payment_links_id_fk" FOREIGN KEY ("payment_link_id") REFERENCES "public"."payment_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_payments" ADD CONSTRAINT "received_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "received_payments_source_payment_uq" ON "received_payments" USING btree ("source","gateway_payment_id");--> statement-breakpoint
CREATE INDEX "received_payments_link_idx" ON "received_payments" USING btree ("payment_link_id");--> statement-breakpoint
CREATE INDEX "payments_payment_link_idx" ON "payments" USING btree ("payment_link_id");--> statement-breakpoint
CREATE INDEX "payment_links_plan_idx" ON "payment_links" USING btree ("plan_id");--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_amount_paid_range" CHECK ("payment_links"."amount_paid_paise" >= 0);