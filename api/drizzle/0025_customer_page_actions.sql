CREATE TABLE "customer_page_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"token_id" uuid,
	"action" text NOT NULL,
	"detail" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_page_actions" ADD CONSTRAINT "customer_page_actions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_page_actions" ADD CONSTRAINT "customer_page_actions_token_id_customer_page_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."customer_page_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_page_actions_customer_at_idx" ON "customer_page_actions" USING btree ("customer_id","at");