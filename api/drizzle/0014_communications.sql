CREATE TABLE "call_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"script_id" uuid,
	"customer_id" uuid,
	"message_id" uuid,
	"status" text NOT NULL,
	"outcome" text DEFAULT 'none' NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_attempts_messageId_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE TABLE "call_scripts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"type" text NOT NULL,
	"content" jsonb NOT NULL,
	"voice_settings" jsonb NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_scripts_seedKey_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "customer_contact_preferences" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"stop_reminders" boolean DEFAULT false NOT NULL,
	"stop_reminders_at" timestamp with time zone,
	"promised_date" date,
	"promised_amount_paise" bigint,
	"promise_note" text,
	"disputed_at" timestamp with time zone,
	"dispute_reason" text,
	"whatsapp_last_inbound_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_send_options" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"dlt" jsonb,
	"whatsapp_template" jsonb,
	"segments" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"use" text NOT NULL,
	"type" text NOT NULL,
	"language" text NOT NULL,
	"content" text NOT NULL,
	"dlt_template_id" text NOT NULL,
	"dlt_header" text NOT NULL,
	"dlt_category" text NOT NULL,
	"whatsapp_template" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_sequences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"steps" jsonb NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_sequences_seedKey_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "sequence_step_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"step_index" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"message_id" uuid,
	"run_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sequence_step_records_unique" UNIQUE("sequence_id","invoice_id","step_index"),
	CONSTRAINT "sequence_step_records_status_check" CHECK ("sequence_step_records"."status" in ('sent', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "call_attempts" ADD CONSTRAINT "call_attempts_script_id_call_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."call_scripts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_attempts" ADD CONSTRAINT "call_attempts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_attempts" ADD CONSTRAINT "call_attempts_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contact_preferences" ADD CONSTRAINT "customer_contact_preferences_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_step_records" ADD CONSTRAINT "sequence_step_records_sequence_id_reminder_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."reminder_sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_step_records" ADD CONSTRAINT "sequence_step_records_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_step_records" ADD CONSTRAINT "sequence_step_records_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_step_records" ADD CONSTRAINT "sequence_step_records_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_attempts_script_idx" ON "call_attempts" USING btree ("script_id");--> statement-breakpoint
CREATE INDEX "sequence_step_records_customer_idx" ON "sequence_step_records" USING btree ("customer_id");