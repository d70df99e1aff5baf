CREATE TABLE "customer_promises" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"plan_id" uuid,
	"instalment" integer,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	"promised_date" date NOT NULL,
	"amount_paise" bigint,
	"due_at_promise_paise" bigint NOT NULL,
	"paid_before_paise" bigint NOT NULL,
	"source" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"settled_at" timestamp with time zone,
	"paid_towards_paise" bigint
);
--> statement-breakpoint
CREATE TABLE "invoice_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text
);
--> statement-breakpoint
ALTER TABLE "customer_page_tokens" ADD COLUMN "source_channel" text;--> statement-breakpoint
ALTER TABLE "customer_page_tokens" ADD COLUMN "source_to" text;--> statement-breakpoint
ALTER TABLE "customer_promises" ADD CONSTRAINT "customer_promises_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_disputes" ADD CONSTRAINT "invoice_disputes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_disputes" ADD CONSTRAINT "invoice_disputes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_promises_customer_idx" ON "customer_promises" USING btree ("customer_id","made_at");--> statement-breakpoint
CREATE INDEX "customer_promises_open_idx" ON "customer_promises" USING btree ("status","promised_date") WHERE status = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_disputes_open_invoice_idx" ON "invoice_disputes" USING btree ("invoice_id") WHERE resolved_at is null;--> statement-breakpoint
CREATE INDEX "invoice_disputes_customer_idx" ON "invoice_disputes" USING btree ("customer_id");