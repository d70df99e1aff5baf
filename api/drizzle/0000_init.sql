CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"business_name" text,
	"email" text,
	"phone" text,
	"address" text,
	"source" text DEFAULT 'manual' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"tally_ledger_id" text,
	"airtable_record_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_tallyLedgerId_unique" UNIQUE("tally_ledger_id"),
	CONSTRAINT "customers_airtableRecordId_unique" UNIQUE("airtable_record_id"),
	CONSTRAINT "customers_source_check" CHECK ("customers"."source" in ('manual', 'tally_import', 'airtable', 'third_party'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"issued_on" date NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"tally_voucher_id" text,
	"airtable_record_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_invoiceNumber_unique" UNIQUE("invoice_number"),
	CONSTRAINT "invoices_tallyVoucherId_unique" UNIQUE("tally_voucher_id"),
	CONSTRAINT "invoices_airtableRecordId_unique" UNIQUE("airtable_record_id"),
	CONSTRAINT "invoices_amount_positive" CHECK ("invoices"."amount_paise" > 0),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('issued', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"invoice_id" uuid,
	"amount_paise" bigint NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"payment_link_id" uuid,
	"tally_receipt_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_paymentLinkId_unique" UNIQUE("payment_link_id"),
	CONSTRAINT "payments_tallyReceiptId_unique" UNIQUE("tally_receipt_id"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "contact_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"outcome" text NOT NULL,
	"execution_id" uuid,
	"message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_attempts_messageId_unique" UNIQUE("message_id"),
	CONSTRAINT "contact_attempts_channel_check" CHECK ("contact_attempts"."channel" in ('voice', 'sms', 'whatsapp', 'email'))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"execution_id" uuid,
	"customer_id" uuid,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider_message_id" text,
	"error" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "payment_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"customer_name" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"token" text NOT NULL,
	"url" text NOT NULL,
	"gateway" text NOT NULL,
	"gateway_reference" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"execution_id" uuid,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_links_token_unique" UNIQUE("token"),
	CONSTRAINT "payment_links_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_links_amount_positive" CHECK ("payment_links"."amount_paise" > 0),
	CONSTRAINT "payment_links_status_check" CHECK ("payment_links"."status" in ('active', 'paid', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "workflow_executions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workflow_type" text NOT NULL,
	"workflow_name" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"idempotency_key" text NOT NULL,
	"input" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"summary" text,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "workflow_executions_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "workflow_executions_status_check" CHECK ("workflow_executions"."status" in ('running', 'success', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sync_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sync_status" text NOT NULL,
	"sync_direction" text NOT NULL,
	"tally_record_id" text,
	"last_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"error_message" text,
	CONSTRAINT "sync_logs_status_check" CHECK ("sync_logs"."sync_status" in ('success', 'failed', 'pending')),
	CONSTRAINT "sync_logs_direction_check" CHECK ("sync_logs"."sync_direction" in ('tally_to_airtable', 'airtable_to_tally'))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_link_id_payment_links_id_fk" FOREIGN KEY ("payment_link_id") REFERENCES "public"."payment_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD CONSTRAINT "contact_attempts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD CONSTRAINT "contact_attempts_execution_id_workflow_executions_id_fk" FOREIGN KEY ("execution_id") REFERENCES "public"."workflow_executions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD CONSTRAINT "contact_attempts_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_execution_id_workflow_executions_id_fk" FOREIGN KEY ("execution_id") REFERENCES "public"."workflow_executions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_execution_id_workflow_executions_id_fk" FOREIGN KEY ("execution_id") REFERENCES "public"."workflow_executions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_customer_due_idx" ON "invoices" USING btree ("customer_id","due_date");--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "contact_attempts_customer_created_idx" ON "contact_attempts" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_execution_idx" ON "messages" USING btree ("execution_id");--> statement-breakpoint
CREATE INDEX "messages_customer_idx" ON "messages" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "payment_links_customer_idx" ON "payment_links" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "workflow_executions_started_idx" ON "workflow_executions" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "workflow_executions_status_idx" ON "workflow_executions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sync_logs_last_sync_idx" ON "sync_logs" USING btree ("last_sync_at");