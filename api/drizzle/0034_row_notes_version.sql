-- The version of what the Customers rows show beside the ledger (docs/performance.md): contact holds
-- (preferences, open replies), promises, invoice disputes, page visits and owners. Every statement that
-- writes one of these tables takes the next number of row_notes_version_seq and, once its transaction
-- commits, notifies duesflow_data_changed with the sequence's name (bump_data_version, 0004), to every
-- API process. A page of the list is then answered from its serialized body until one of them, the
-- ledger, the business day or a visit's 7 days moves, instead of reading the notes on every request.
CREATE SEQUENCE IF NOT EXISTS "row_notes_version_seq";--> statement-breakpoint
CREATE TRIGGER "customer_contact_preferences_bump_notes_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customer_contact_preferences" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('row_notes_version_seq');--> statement-breakpoint
CREATE TRIGGER "inbound_messages_bump_notes_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "inbound_messages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('row_notes_version_seq');--> statement-breakpoint
CREATE TRIGGER "customer_promises_bump_notes_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customer_promises" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('row_notes_version_seq');--> statement-breakpoint
CREATE TRIGGER "invoice_disputes_bump_notes_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "invoice_disputes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('row_notes_version_seq');--> statement-breakpoint
CREATE TRIGGER "customer_page_tokens_bump_notes_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customer_page_tokens" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('row_notes_version_seq');--> statement-breakpoint
CREATE TRIGGER "customer_owners_bump_notes_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customer_owners" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('row_notes_version_seq');--> statement-breakpoint
CREATE TRIGGER "staff_users_bump_notes_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "name" ON "staff_users" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('row_notes_version_seq');
