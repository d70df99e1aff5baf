ALTER TABLE "payment_gateways" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_gateways" ADD COLUMN "supported_countries" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_gateways" ADD COLUMN "supported_features" jsonb DEFAULT '[]'::jsonb NOT NULL;