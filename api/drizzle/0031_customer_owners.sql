CREATE TABLE "customer_owners" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"collector_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_by" uuid
);
--> statement-breakpoint
ALTER TABLE "customer_owners" ADD CONSTRAINT "customer_owners_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_owners" ADD CONSTRAINT "customer_owners_collector_id_staff_users_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_owners" ADD CONSTRAINT "customer_owners_assigned_by_staff_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_owners_collector_idx" ON "customer_owners" USING btree ("collector_id");