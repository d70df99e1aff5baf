CREATE TABLE "inbox_assignments" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	"assigned_by" uuid
);
--> statement-breakpoint
ALTER TABLE "inbox_assignments" ADD CONSTRAINT "inbox_assignments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_assignments" ADD CONSTRAINT "inbox_assignments_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_assignments" ADD CONSTRAINT "inbox_assignments_assigned_by_staff_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;