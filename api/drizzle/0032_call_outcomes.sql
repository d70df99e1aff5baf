CREATE TABLE "call_outcomes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"note" text,
	"promised_date" date,
	"promised_amount_paise" bigint,
	"call_back_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_outcomes_outcome_check" CHECK ("call_outcomes"."outcome" in ('answered', 'no_answer', 'wrong_number', 'promised', 'disputed', 'call_back'))
);
--> statement-breakpoint
ALTER TABLE "call_outcomes" ADD CONSTRAINT "call_outcomes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_outcomes" ADD CONSTRAINT "call_outcomes_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_outcomes_customer_created_idx" ON "call_outcomes" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "call_outcomes_staff_created_idx" ON "call_outcomes" USING btree ("staff_id","created_at");