CREATE TABLE "customer_ledger" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"invoice_count" integer DEFAULT 0 NOT NULL,
	"invoiced_paise" bigint DEFAULT 0 NOT NULL,
	"paid_paise" bigint DEFAULT 0 NOT NULL,
	"due_paise" bigint DEFAULT 0 NOT NULL,
	"open_due_dates" date[] DEFAULT '{}' NOT NULL,
	"open_unpaid_paise" bigint[] DEFAULT '{}' NOT NULL,
	"last_contact_at" timestamp with time zone,
	"changed_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_totals" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"collected_paise" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_ledger" ADD CONSTRAINT "customer_ledger_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_ledger_changed_xid_idx" ON "customer_ledger" USING btree ("changed_xid");