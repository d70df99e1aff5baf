CREATE TABLE "providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"priority" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"cost_per_unit" numeric(14, 4) DEFAULT 0 NOT NULL,
	"setup_fee" numeric(14, 2) DEFAULT 0 NOT NULL,
	"monthly_fee" numeric(14, 2) DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"health_check_url" text DEFAULT '' NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"supported_countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"supported_features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "providers_name_unique" UNIQUE("name"),
	CONSTRAINT "providers_priority_check" CHECK ("providers"."priority" >= 1)
);
--> statement-breakpoint
CREATE TABLE "failover_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"max_retries" integer DEFAULT 3 NOT NULL,
	"strategy" text DEFAULT 'round_robin' NOT NULL,
	"round_robin_cursor" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "failover_config_singleton" CHECK ("failover_config"."id" = 1),
	CONSTRAINT "failover_config_retries_check" CHECK ("failover_config"."max_retries" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "message_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"attempt_no" integer NOT NULL,
	"provider_id" uuid,
	"provider_name" text NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"latency_ms" integer,
	"cost" numeric(14, 4) DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_attempts_message_attempt_unique" UNIQUE("message_id","attempt_no")
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_store_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"provider" text NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_store_config_singleton" CHECK ("data_store_config"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "message_attempts" ADD CONSTRAINT "message_attempts_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attempts" ADD CONSTRAINT "message_attempts_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "providers_type_priority_idx" ON "providers" USING btree ("type","priority");--> statement-breakpoint
CREATE INDEX "message_attempts_provider_idx" ON "message_attempts" USING btree ("provider_id");