-- Versions of the data behind the cached figures (docs/performance.md). Every statement that writes a
-- table behind a figure takes the next number of its group's sequence (no row lock, so concurrent
-- writers never wait on each other) and, once its transaction commits, notifies duesflow_data_changed.
-- The API compares the numbers before answering from its cache, and drops its cache on the notification.
CREATE SEQUENCE IF NOT EXISTS "ledger_version_seq";--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "executions_version_seq";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval(TG_ARGV[0]::regclass);
  PERFORM pg_notify('duesflow_data_changed', TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "customers_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('ledger_version_seq');--> statement-breakpoint
CREATE TRIGGER "invoices_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "invoices" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('ledger_version_seq');--> statement-breakpoint
CREATE TRIGGER "payments_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('ledger_version_seq');--> statement-breakpoint
CREATE TRIGGER "contact_attempts_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contact_attempts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('ledger_version_seq');--> statement-breakpoint
CREATE TRIGGER "payment_tracking_settings_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payment_tracking_settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('ledger_version_seq');--> statement-breakpoint
CREATE TRIGGER "workflow_executions_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "workflow_executions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('executions_version_seq');
