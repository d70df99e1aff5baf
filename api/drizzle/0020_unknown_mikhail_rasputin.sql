CREATE TABLE "delivery_workers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_pace" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"next_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"throttled" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "send_chunk_leases" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"worker_id" uuid NOT NULL,
	"execution_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_attempts" ADD COLUMN "worker_id" uuid;--> statement-breakpoint
CREATE INDEX "message_attempts_sending_idx" ON "message_attempts" USING btree ("worker_id") WHERE "message_attempts"."status" = 'sending';