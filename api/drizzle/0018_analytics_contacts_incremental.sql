-- Contact attempts added by a statement (a bulk send's chunk) add only their own figures: the customers'
-- earlier contacts keep theirs (their attribution, language and segment have not moved); who was
-- contacted and converted is recomputed. Payments, invoices, a language change, updated or deleted
-- attempts still recompute every contact of the customers touched.
CREATE OR REPLACE FUNCTION "analytics_contacts_refresh"(ids uuid[], contact_ids uuid[] DEFAULT NULL) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  WITH gone AS (
    DELETE FROM analytics_customer_contacts f WHERE contact_ids IS NULL AND f.customer_id = ANY(ids) RETURNING f.*
  ), c AS (
    SELECT a.customer_id, analytics_ist_day(a.created_at) AS day,
      extract(hour FROM ((a.created_at AT TIME ZONE 'UTC') + interval '330 minutes'))::smallint AS hour,
      a.channel, a.outcome IN ('sent', 'delivered', 'completed', 'answered', 'read', 'replied') AS reached, a.created_at,
      (SELECT min(p.received_at) FROM payments p
        WHERE p.customer_id = a.customer_id AND p.received_at >= a.created_at
          AND p.received_at < a.created_at + interval '7 days') AS paid_at
    FROM contact_attempts a
    WHERE a.id = ANY(coalesce(contact_ids, array(SELECT x.id FROM contact_attempts x WHERE x.customer_id = ANY(ids))))
  ), fresh AS (
    INSERT INTO analytics_customer_contacts (customer_id, day, hour, channel, language, overdue_since, contacts, reached, successes, response_us)
    SELECT c.customer_id, c.day, c.hour, c.channel, coalesce(cu.language, ''), coalesce(l.open_due_dates[1], 'infinity'::date),
      count(*), count(*) FILTER (WHERE c.reached), count(c.paid_at),
      coalesce(sum((extract(epoch FROM c.paid_at - c.created_at) * 1000000)::bigint), 0)
    FROM c LEFT JOIN customers cu ON cu.id = c.customer_id LEFT JOIN customer_ledger l ON l.customer_id = c.customer_id
    GROUP BY 1, 2, 3, 4, 5, 6
    RETURNING *
  ), delta AS (
    SELECT day, hour, channel, language, overdue_since, contacts, reached, successes, response_us FROM fresh
    UNION ALL
    SELECT day, hour, channel, language, overdue_since, -contacts, -reached, -successes, -response_us FROM gone
  ), by_day AS (
    INSERT INTO analytics_contact_days AS t (day, channel, contacts, reached, successes, response_us)
    SELECT day, channel, sum(contacts), sum(reached), sum(successes), sum(response_us) FROM delta GROUP BY 1, 2
    ON CONFLICT (day, channel) DO UPDATE SET contacts = t.contacts + excluded.contacts, reached = t.reached + excluded.reached,
      successes = t.successes + excluded.successes, response_us = t.response_us + excluded.response_us
  ), by_hour AS (
    INSERT INTO analytics_contact_hours AS t (day, hour, channel, contacts, reached, successes, response_us)
    SELECT day, hour, channel, sum(contacts), sum(reached), sum(successes), sum(response_us) FROM delta GROUP BY 1, 2, 3
    ON CONFLICT (day, hour, channel) DO UPDATE SET contacts = t.contacts + excluded.contacts, reached = t.reached + excluded.reached,
      successes = t.successes + excluded.successes, response_us = t.response_us + excluded.response_us
  ), by_language AS (
    INSERT INTO analytics_contact_languages AS t (day, language, contacts, reached, successes, response_us)
    SELECT day, language, sum(contacts), sum(reached), sum(successes), sum(response_us) FROM delta GROUP BY 1, 2
    ON CONFLICT (day, language) DO UPDATE SET contacts = t.contacts + excluded.contacts, reached = t.reached + excluded.reached,
      successes = t.successes + excluded.successes, response_us = t.response_us + excluded.response_us
  )
  INSERT INTO analytics_contact_segments AS t (day, channel, overdue_since, contacts, reached, successes, response_us)
  SELECT day, channel, overdue_since, sum(contacts), sum(reached), sum(successes), sum(response_us) FROM delta GROUP BY 1, 2, 3
  ON CONFLICT (day, channel, overdue_since) DO UPDATE SET contacts = t.contacts + excluded.contacts, reached = t.reached + excluded.reached,
    successes = t.successes + excluded.successes, response_us = t.response_us + excluded.response_us;

  WITH gone AS (
    DELETE FROM analytics_customer_state s WHERE s.customer_id = ANY(ids) RETURNING s.*
  ), contacted AS (
    INSERT INTO analytics_contacted_customers AS t (last_contact_day, overdue_since, customers)
    SELECT last_contact_day, overdue_since, -count(*) FROM gone GROUP BY 1, 2
    ON CONFLICT (last_contact_day, overdue_since) DO UPDATE SET customers = t.customers + excluded.customers
  )
  INSERT INTO analytics_converted_customers AS t (converted_day, customers)
  SELECT converted_day, -count(*) FROM gone WHERE converted_day IS NOT NULL GROUP BY 1
  ON CONFLICT (converted_day) DO UPDATE SET customers = t.customers + excluded.customers;

  WITH touched AS (
    SELECT DISTINCT id FROM unnest(ids) AS id
  ), fresh AS (
    INSERT INTO analytics_customer_state (customer_id, last_contact_day, overdue_since, converted_day)
    SELECT t.id, analytics_ist_day(lc.last_at), coalesce(l.open_due_dates[1], 'infinity'::date),
      analytics_ist_day((SELECT max(a.created_at) FROM contact_attempts a WHERE a.customer_id = t.id AND a.created_at <= lp.last_paid))
    FROM touched t
    JOIN LATERAL (SELECT max(a.created_at) AS last_at FROM contact_attempts a WHERE a.customer_id = t.id) lc ON lc.last_at IS NOT NULL
    LEFT JOIN LATERAL (SELECT max(p.received_at) AS last_paid FROM payments p WHERE p.customer_id = t.id) lp ON true
    LEFT JOIN customer_ledger l ON l.customer_id = t.id
    RETURNING *
  ), contacted AS (
    INSERT INTO analytics_contacted_customers AS t (last_contact_day, overdue_since, customers)
    SELECT last_contact_day, overdue_since, count(*) FROM fresh GROUP BY 1, 2
    ON CONFLICT (last_contact_day, overdue_since) DO UPDATE SET customers = t.customers + excluded.customers
  )
  INSERT INTO analytics_converted_customers AS t (converted_day, customers)
  SELECT converted_day, count(*) FROM fresh WHERE converted_day IS NOT NULL GROUP BY 1
  ON CONFLICT (converted_day) DO UPDATE SET customers = t.customers + excluded.customers;
END
$$;--> statement-breakpoint
DROP FUNCTION IF EXISTS "analytics_contacts_refresh"(uuid[]);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "analytics_on_contacts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[] := '{}';
BEGIN
  IF analytics_bulk() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_contacts_refresh(array(SELECT DISTINCT customer_id FROM new_rows), array(SELECT id FROM new_rows));
    RETURN NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN ids := ids || array(SELECT DISTINCT customer_id FROM new_rows); END IF;
  ids := ids || array(SELECT DISTINCT customer_id FROM old_rows);
  PERFORM analytics_contacts_refresh(ids);
  RETURN NULL;
END
$$;
