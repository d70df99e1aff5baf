-- A version of the rows behind analytics that the ledger and executions versions do not cover: messages
-- (calls in progress, which provider carried a channel), provider attempts (spend) and payment links
-- (promises). Every statement that writes them takes the next number (no notification: analytics read
-- the number on each request, docs/analytics.md).
CREATE SEQUENCE IF NOT EXISTS "analytics_version_seq";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_analytics_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('analytics_version_seq');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "messages_bump_analytics_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "messages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_analytics_version"();--> statement-breakpoint
CREATE TRIGGER "message_attempts_bump_analytics_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "message_attempts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_analytics_version"();--> statement-breakpoint
CREATE TRIGGER "payment_links_bump_analytics_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payment_links" FOR EACH STATEMENT EXECUTE FUNCTION "bump_analytics_version"();
