CREATE TABLE "payment_tracking_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"urgent_amount_threshold_paise" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_tracking_settings_single_row" CHECK ("payment_tracking_settings"."id" = 1),
	CONSTRAINT "payment_tracking_settings_threshold_positive" CHECK ("payment_tracking_settings"."urgent_amount_threshold_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "tally_connection" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"connected" boolean NOT NULL,
	"message" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tally_connection_single_row" CHECK ("tally_connection"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "sync_logs" ADD COLUMN "execution_id" uuid;--> statement-breakpoint
ALTER TABLE "sync_logs" ADD CONSTRAINT "sync_logs_execution_id_workflow_executions_id_fk" FOREIGN KEY ("execution_id") REFERENCES "public"."workflow_executions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_logs" ADD CONSTRAINT "sync_logs_executionId_unique" UNIQUE("execution_id");