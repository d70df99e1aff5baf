CREATE TABLE "gateway_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gateway_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ok" boolean NOT NULL,
	"response_ms" integer NOT NULL,
	"error" text,
	"payment_link_id" uuid,
	"amount_paise" bigint,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_failover_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"condition" text NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"primary_gateway_id" uuid NOT NULL,
	"fallback_gateway_id" uuid NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gateway_id" uuid,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"payment_link_id" uuid,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_webhook_events_event_unique" UNIQUE("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payment_gateways" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"provider" text NOT NULL,
	"priority" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"min_amount_paise" bigint DEFAULT 100 NOT NULL,
	"max_amount_paise" bigint NOT NULL,
	"supported_currencies" jsonb DEFAULT '["INR"]'::jsonb NOT NULL,
	"fee_percentage" numeric(5, 2) DEFAULT 0 NOT NULL,
	"fixed_fee_paise" bigint DEFAULT 0 NOT NULL,
	"credentials" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"api_base_url" text DEFAULT '' NOT NULL,
	"health_check_url" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'unknown' NOT NULL,
	"last_checked_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_gateways_name_unique" UNIQUE("name"),
	CONSTRAINT "payment_gateways_priority_check" CHECK ("payment_gateways"."priority" >= 1),
	CONSTRAINT "payment_gateways_amounts_check" CHECK ("payment_gateways"."min_amount_paise" > 0 and "payment_gateways"."max_amount_paise" >= "payment_gateways"."min_amount_paise")
);
--> statement-breakpoint
ALTER TABLE "payment_links" ALTER COLUMN "gateway" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "gateway_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "routing_reason" text;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "hosted_url" text;--> statement-breakpoint
ALTER TABLE "gateway_checks" ADD CONSTRAINT "gateway_checks_gateway_id_payment_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."payment_gateways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_checks" ADD CONSTRAINT "gateway_checks_payment_link_id_payment_links_id_fk" FOREIGN KEY ("payment_link_id") REFERENCES "public"."payment_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_failover_rules" ADD CONSTRAINT "gateway_failover_rules_primary_gateway_id_payment_gateways_id_fk" FOREIGN KEY ("primary_gateway_id") REFERENCES "public"."payment_gateways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_failover_rules" ADD CONSTRAINT "gateway_failover_rules_fallback_gateway_id_payment_gateways_id_fk" FOREIGN KEY ("fallback_gateway_id") REFERENCES "public"."payment_gateways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_webhook_events" ADD CONSTRAINT "gateway_webhook_events_gateway_id_payment_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."payment_gateways"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_webhook_events" ADD CONSTRAINT "gateway_webhook_events_payment_link_id_payment_links_id_fk" FOREIGN KEY ("payment_link_id") REFERENCES "public"."payment_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_checks_gateway_time_idx" ON "gateway_checks" USING btree ("gateway_id","checked_at");--> statement-breakpoint
CREATE INDEX "payment_gateways_priority_idx" ON "payment_gateways" USING btree ("priority");--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_gateway_id_payment_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."payment_gateways"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_links_active_expiry_idx" ON "payment_links" USING btree ("expires_at") WHERE "payment_links"."status" = 'active';