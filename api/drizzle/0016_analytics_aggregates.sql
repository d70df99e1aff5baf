CREATE TABLE "analytics_contact_days" (
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"contacts" integer DEFAULT 0 NOT NULL,
	"reached" integer DEFAULT 0 NOT NULL,
	"successes" integer DEFAULT 0 NOT NULL,
	"response_us" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_contact_days_day_channel_pk" PRIMARY KEY("day","channel")
);
--> statement-breakpoint
CREATE TABLE "analytics_contact_hours" (
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"channel" text NOT NULL,
	"contacts" integer DEFAULT 0 NOT NULL,
	"reached" integer DEFAULT 0 NOT NULL,
	"successes" integer DEFAULT 0 NOT NULL,
	"response_us" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_contact_hours_day_hour_channel_pk" PRIMARY KEY("day","hour","channel")
);
--> statement-breakpoint
CREATE TABLE "analytics_contact_languages" (
	"day" date NOT NULL,
	"language" text NOT NULL,
	"contacts" integer DEFAULT 0 NOT NULL,
	"reached" integer DEFAULT 0 NOT NULL,
	"successes" integer DEFAULT 0 NOT NULL,
	"response_us" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_contact_languages_day_language_pk" PRIMARY KEY("day","language")
);
--> statement-breakpoint
CREATE TABLE "analytics_contact_segments" (
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"overdue_since" date NOT NULL,
	"contacts" integer DEFAULT 0 NOT NULL,
	"reached" integer DEFAULT 0 NOT NULL,
	"successes" integer DEFAULT 0 NOT NULL,
	"response_us" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_contact_segments_day_channel_overdue_since_pk" PRIMARY KEY("day","channel","overdue_since")
);
--> statement-breakpoint
CREATE TABLE "analytics_contacted_customers" (
	"last_contact_day" date NOT NULL,
	"overdue_since" date NOT NULL,
	"customers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_contacted_customers_last_contact_day_overdue_since_pk" PRIMARY KEY("last_contact_day","overdue_since")
);
--> statement-breakpoint
CREATE TABLE "analytics_converted_customers" (
	"converted_day" date PRIMARY KEY NOT NULL,
	"customers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_customer_contacts" (
	"customer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"channel" text NOT NULL,
	"language" text NOT NULL,
	"overdue_since" date NOT NULL,
	"contacts" integer DEFAULT 0 NOT NULL,
	"reached" integer DEFAULT 0 NOT NULL,
	"successes" integer DEFAULT 0 NOT NULL,
	"response_us" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_customer_receivables" (
	"customer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"total_delta" bigint NOT NULL,
	"current_delta" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_customer_state" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"last_contact_day" date NOT NULL,
	"overdue_since" date NOT NULL,
	"converted_day" date
);
--> statement-breakpoint
CREATE TABLE "analytics_message_days" (
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"provider" text NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_message_days_day_channel_provider_pk" PRIMARY KEY("day","channel","provider")
);
--> statement-breakpoint
CREATE TABLE "analytics_open_due_customers" (
	"due_date" date NOT NULL,
	"previous_due" date NOT NULL,
	"customers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_open_due_customers_due_date_previous_due_pk" PRIMARY KEY("due_date","previous_due")
);
--> statement-breakpoint
CREATE TABLE "analytics_open_dues" (
	"due_date" date PRIMARY KEY NOT NULL,
	"invoices" integer DEFAULT 0 NOT NULL,
	"paise" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_payment_days" (
	"day" date PRIMARY KEY NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"paise" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_receivable_days" (
	"day" date PRIMARY KEY NOT NULL,
	"total_delta" bigint DEFAULT 0 NOT NULL,
	"current_delta" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_sales_days" (
	"day" date PRIMARY KEY NOT NULL,
	"paise" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_spend_days" (
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"currency" text NOT NULL,
	"cost" numeric(20, 4) DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_spend_days_day_channel_currency_pk" PRIMARY KEY("day","channel","currency")
);
--> statement-breakpoint
CREATE INDEX "analytics_customer_contacts_customer_idx" ON "analytics_customer_contacts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "analytics_customer_receivables_customer_idx" ON "analytics_customer_receivables" USING btree ("customer_id");