ALTER TABLE "workflow_executions" ADD COLUMN "plan" jsonb;--> statement-breakpoint
ALTER TABLE "workflow_executions" ADD COLUMN "contacted" integer;--> statement-breakpoint
CREATE INDEX "messages_execution_queued_idx" ON "messages" USING btree ("execution_id") WHERE "messages"."status" = 'queued';