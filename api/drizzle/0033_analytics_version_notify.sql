-- The version of messages, provider attempts and payment links (0012) is announced like the ledger's
-- and the runs' (0004): once the writing transaction commits, duesflow_data_changed is notified with
-- the sequence's name, to every API process. Analytics keep their version in memory from these
-- notifications instead of reading the sequences on every request (docs/analytics.md).
CREATE OR REPLACE FUNCTION "bump_analytics_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('analytics_version_seq');
  PERFORM pg_notify('duesflow_data_changed', 'analytics_version_seq');
  RETURN NULL;
END
$$;
