ALTER TABLE "workflow_executions" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "workflow_executions" ADD COLUMN "started_by" uuid;--> statement-breakpoint
ALTER TABLE "workflow_executions" ADD COLUMN "skipped" jsonb;--> statement-breakpoint
ALTER TABLE "workflow_executions" ADD CONSTRAINT "workflow_executions_started_by_staff_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_recipient_phone_idx" ON "messages" USING btree (right(regexp_replace("to", '[^0-9]', '', 'g'), 10),"created_at") WHERE "messages"."customer_id" is null;--> statement-breakpoint
CREATE INDEX "workflow_executions_request_idx" ON "workflow_executions" USING btree ("request_hash","started_at");