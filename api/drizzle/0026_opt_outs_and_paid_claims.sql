ALTER TABLE "customer_contact_preferences" ADD COLUMN "opted_out_channels" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_contact_preferences" ADD COLUMN "paid_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_contact_preferences" ADD COLUMN "paid_claim_reference" text;--> statement-breakpoint
ALTER TABLE "customer_contact_preferences" ADD COLUMN "paid_claim_amount_paise" bigint;