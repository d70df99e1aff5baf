CREATE TABLE "inbound_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"vendor_message_id" text NOT NULL,
	"from" text NOT NULL,
	"customer_id" uuid,
	"text" text,
	"button_payload" text,
	"answers_message_id" uuid,
	"received_at" timestamp with time zone NOT NULL,
	"intent" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" uuid
);
--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_answers_message_id_messages_id_fk" FOREIGN KEY ("answers_message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_handled_by_staff_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_messages_vendor_id_idx" ON "inbound_messages" USING btree ("channel","vendor_message_id");--> statement-breakpoint
CREATE INDEX "inbound_messages_received_idx" ON "inbound_messages" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "inbound_messages_unhandled_idx" ON "inbound_messages" USING btree ("customer_id") WHERE "inbound_messages"."handled_at" is null and "inbound_messages"."customer_id" is not null;