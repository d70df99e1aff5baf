-- Analytics aggregates (migration 0016) kept exact by triggers in the writing transaction
-- (docs/analytics.md "Speed"). Same pattern as the customer ledger (0007): statement triggers with
-- transition tables; per-day sums take deltas, per-customer figures (contacts with their attribution,
-- receivables history) are recomputed for each customer a statement touched, their old contribution taken
-- off and the new one added. A session that sets duesflow.analytics_bulk = 'on' (the bench's bulk load)
-- skips them and calls analytics_rebuild() once at the end. Triggers are named *_refresh_analytics_* so
-- they fire after the ledger's (*_ledger_*): the customer's oldest unpaid due date is then up to date.
CREATE OR REPLACE FUNCTION "analytics_ist_day"(t timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select ((t at time zone 'UTC') + interval '330 minutes')::date
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "analytics_bulk"() RETURNS boolean LANGUAGE sql STABLE AS $$
  select coalesce(current_setting('duesflow.analytics_bulk', true), '') = 'on'
$$;--> statement-breakpoint
-- One customer's contact attempts by day, hour and channel with their successes (the first payment within
-- 7 days after an attempt), and who was contacted and converted; old contributions out, new ones in.
CREATE OR REPLACE FUNCTION "analytics_contacts_refresh"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  WITH gone AS (
    DELETE FROM analytics_customer_contacts f WHERE f.customer_id = ANY(ids) RETURNING f.*
  ), touched AS (
    SELECT DISTINCT id FROM unnest(ids) AS id
  ), c AS (
    SELECT a.customer_id, analytics_ist_day(a.created_at) AS day,
      extract(hour FROM ((a.created_at AT TIME ZONE 'UTC') + interval '330 minutes'))::smallint AS hour,
      a.channel, a.outcome IN ('sent', 'delivered', 'completed', 'answered', 'read', 'replied') AS reached, a.created_at,
      (SELECT min(p.received_at) FROM payments p
        WHERE p.customer_id = a.customer_id AND p.received_at >= a.created_at
          AND p.received_at < a.created_at + interval '7 days') AS paid_at
    FROM contact_attempts a JOIN touched t ON t.id = a.customer_id
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
-- How one customer's receivables (total, and the part not yet due) change day by day: evaluated on every
-- day something changes (an invoice issued, a due date passed, a payment received), as differences.
CREATE OR REPLACE FUNCTION "analytics_receivables_refresh"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  WITH gone AS (
    DELETE FROM analytics_customer_receivables r WHERE r.customer_id = ANY(ids) RETURNING r.*
  )
  INSERT INTO analytics_receivable_days AS t (day, total_delta, current_delta)
  SELECT day, -sum(total_delta), -sum(current_delta) FROM gone GROUP BY 1
  ON CONFLICT (day) DO UPDATE SET total_delta = t.total_delta + excluded.total_delta, current_delta = t.current_delta + excluded.current_delta;

  WITH touched AS (
    SELECT DISTINCT id FROM unnest(ids) AS id
  ), events AS (
    SELECT i.customer_id, i.issued_on AS day FROM invoices i JOIN touched t ON t.id = i.customer_id WHERE i.status = 'issued'
    UNION
    SELECT i.customer_id, i.due_date + 1 FROM invoices i JOIN touched t ON t.id = i.customer_id WHERE i.status = 'issued'
    UNION
    SELECT p.customer_id, analytics_ist_day(p.received_at) FROM payments p JOIN touched t ON t.id = p.customer_id
  ), paid AS (
    SELECT e.customer_id, e.day, coalesce(sum(p.amount_paise), 0)::bigint AS paid
    FROM events e LEFT JOIN payments p ON p.customer_id = e.customer_id
      AND p.received_at < ((e.day + 1)::timestamp - interval '330 minutes') AT TIME ZONE 'UTC'
    GROUP BY 1, 2
  ), inv AS (
    SELECT e.customer_id, e.day, i.due_date, i.amount_paise,
      sum(i.amount_paise) OVER (PARTITION BY e.customer_id, e.day ORDER BY i.due_date, i.invoice_number) AS running
    FROM events e JOIN invoices i ON i.customer_id = e.customer_id AND i.status = 'issued' AND i.issued_on <= e.day
  ), vals AS (
    SELECT p.customer_id, p.day,
      coalesce(sum(greatest(0, least(inv.amount_paise, inv.running - p.paid))), 0)::bigint AS total,
      coalesce(sum(greatest(0, least(inv.amount_paise, inv.running - p.paid))) FILTER (WHERE inv.due_date >= p.day), 0)::bigint AS current
    FROM paid p LEFT JOIN inv ON inv.customer_id = p.customer_id AND inv.day = p.day
    GROUP BY 1, 2
  ), deltas AS (
    SELECT customer_id, day,
      total - coalesce(lag(total) OVER w, 0) AS total_delta,
      current - coalesce(lag(current) OVER w, 0) AS current_delta
    FROM vals WINDOW w AS (PARTITION BY customer_id ORDER BY day)
  ), fresh AS (
    INSERT INTO analytics_customer_receivables (customer_id, day, total_delta, current_delta)
    SELECT customer_id, day, total_delta, current_delta FROM deltas WHERE total_delta <> 0 OR current_delta <> 0
    RETURNING *
  )
  INSERT INTO analytics_receivable_days AS t (day, total_delta, current_delta)
  SELECT day, sum(total_delta), sum(current_delta) FROM fresh GROUP BY 1
  ON CONFLICT (day) DO UPDATE SET total_delta = t.total_delta + excluded.total_delta, current_delta = t.current_delta + excluded.current_delta;
END
$$;--> statement-breakpoint
-- Open invoices by due date (and customers, each once per range of due dates) from ledger rows, signed.
CREATE OR REPLACE FUNCTION "analytics_open_dues_apply"(customer_ids uuid[], signs int[], due_dates date[], unpaid bigint[]) RETURNS void LANGUAGE sql AS $$
  with items as (
    select * from unnest(customer_ids, signs, due_dates, unpaid) as x(customer_id, sign, due_date, unpaid) where unpaid > 0
  ), dues as (
    insert into analytics_open_dues as t (due_date, invoices, paise)
    select due_date, sum(sign), sum(sign * unpaid) from items group by 1
    on conflict (due_date) do update set invoices = t.invoices + excluded.invoices, paise = t.paise + excluded.paise
  )
  insert into analytics_open_due_customers as t (due_date, previous_due, customers)
  select due_date, previous_due, sum(sign) from (
    select due_date, sign, coalesce(lag(due_date) over (partition by customer_id, sign order by due_date), '-infinity'::date) as previous_due
    from (select distinct customer_id, sign, due_date from items) d
  ) x group by 1, 2
  on conflict (due_date, previous_due) do update set customers = t.customers + excluded.customers
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "analytics_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analytics_payment_days; DELETE FROM analytics_sales_days; DELETE FROM analytics_spend_days;
  DELETE FROM analytics_message_days; DELETE FROM analytics_customer_contacts; DELETE FROM analytics_contact_days;
  DELETE FROM analytics_contact_hours; DELETE FROM analytics_contact_languages; DELETE FROM analytics_contact_segments;
  DELETE FROM analytics_customer_state; DELETE FROM analytics_contacted_customers; DELETE FROM analytics_converted_customers;
  DELETE FROM analytics_customer_receivables; DELETE FROM analytics_receivable_days; DELETE FROM analytics_open_dues;
  DELETE FROM analytics_open_due_customers;
  INSERT INTO analytics_payment_days (day, payments, paise)
    SELECT analytics_ist_day(received_at), count(*), sum(amount_paise) FROM payments GROUP BY 1;
  INSERT INTO analytics_sales_days (day, paise)
    SELECT issued_on, sum(amount_paise) FROM invoices WHERE status = 'issued' GROUP BY 1;
  INSERT INTO analytics_spend_days (day, channel, currency, cost)
    SELECT analytics_ist_day(a.created_at), m.channel, a.currency, sum(a.cost) FROM message_attempts a JOIN messages m ON m.id = a.message_id
    WHERE a.status IN ('sent', 'delivered', 'completed') GROUP BY 1, 2, 3;
  INSERT INTO analytics_message_days (day, channel, provider, messages)
    SELECT analytics_ist_day(created_at), channel, provider, count(*) FROM messages GROUP BY 1, 2, 3;
  PERFORM analytics_contacts_refresh(array(SELECT DISTINCT customer_id FROM contact_attempts));
  PERFORM analytics_receivables_refresh(array(SELECT id FROM customers));
  PERFORM analytics_open_dues_apply(array_agg(l.customer_id), array_agg(1), array_agg(o.due_date), array_agg(o.unpaid))
    FROM customer_ledger l, unnest(l.open_due_dates, l.open_unpaid_paise) AS o(due_date, unpaid);
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "analytics_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT analytics_bulk() THEN PERFORM analytics_rebuild(); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "analytics_on_payments"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[] := '{}';
BEGIN
  IF analytics_bulk() THEN RETURN NULL; END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO analytics_payment_days AS t (day, payments, paise)
      SELECT analytics_ist_day(received_at), count(*), sum(amount_paise) FROM new_rows GROUP BY 1
      ON CONFLICT (day) DO UPDATE SET payments = t.payments + excluded.payments, paise = t.paise + excluded.paise;
    ids := ids || array(SELECT DISTINCT customer_id FROM new_rows WHERE customer_id IS NOT NULL);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO analytics_payment_days AS t (day, payments, paise)
      SELECT analytics_ist_day(received_at), -count(*), -sum(amount_paise) FROM old_rows GROUP BY 1
      ON CONFLICT (day) DO UPDATE SET payments = t.payments + excluded.payments, paise = t.paise + excluded.paise;
    ids := ids || array(SELECT DISTINCT customer_id FROM old_rows WHERE customer_id IS NOT NULL);
  END IF;
  PERFORM analytics_contacts_refresh(ids);
  PERFORM analytics_receivables_refresh(ids);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "analytics_on_invoices"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[] := '{}';
BEGIN
  IF analytics_bulk() THEN RETURN NULL; END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO analytics_sales_days AS t (day, paise)
      SELECT issued_on, sum(amount_paise) FROM new_rows WHERE status = 'issued' GROUP BY 1
      ON CONFLICT (day) DO UPDATE SET paise = t.paise + excluded.paise;
    ids := ids || array(SELECT DISTINCT customer_id FROM new_rows);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO analytics_sales_days AS t (day, paise)
      SELECT issued_on, -sum(amount_paise) FROM old_rows WHERE status = 'issued' GROUP BY 1
      ON CONFLICT (day) DO UPDATE SET paise = t.paise + excluded.paise;
    ids := ids || array(SELECT DISTINCT customer_id FROM old_rows);
  END IF;
  PERFORM analytics_receivables_refresh(ids);
  -- The oldest unpaid due date may have moved: the customers' overdue segment with it.
  PERFORM analytics_contacts_refresh(ids);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "analytics_on_contacts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[] := '{}';
BEGIN
  IF analytics_bulk() THEN RETURN NULL; END IF;
  IF TG_OP <> 'DELETE' THEN ids := ids || array(SELECT DISTINCT customer_id FROM new_rows); END IF;
  IF TG_OP <> 'INSERT' THEN ids := ids || array(SELECT DISTINCT customer_id FROM old_rows); END IF;
  PERFORM analytics_contacts_refresh(ids);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A customer's language moved: its contacts move to the new language.
CREATE OR REPLACE FUNCTION "analytics_on_customers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF analytics_bulk() THEN RETURN NULL; END IF;
  PERFORM analytics_contacts_refresh(array(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.language IS DISTINCT FROM o.language));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "analytics_on_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
BEGIN
  IF analytics_bulk() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_open_dues_apply(array_agg(n.customer_id), array_agg(1), array_agg(o.due_date), array_agg(o.unpaid))
      FROM new_rows n, unnest(n.open_due_dates, n.open_unpaid_paise) AS o(due_date, unpaid);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM analytics_open_dues_apply(array_agg(d.customer_id), array_agg(-1), array_agg(o.due_date), array_agg(o.unpaid))
      FROM old_rows d, unnest(d.open_due_dates, d.open_unpaid_paise) AS o(due_date, unpaid);
  ELSE
    changed := array(SELECT n.customer_id FROM new_rows n JOIN old_rows d ON d.customer_id = n.customer_id
      WHERE n.open_due_dates IS DISTINCT FROM d.open_due_dates OR n.open_unpaid_paise IS DISTINCT FROM d.open_unpaid_paise);
    IF cardinality(changed) > 0 THEN
      PERFORM analytics_open_dues_apply(array_agg(r.customer_id), array_agg(r.sign), array_agg(o.due_date), array_agg(o.unpaid))
        FROM (SELECT customer_id, -1 AS sign, open_due_dates, open_unpaid_paise FROM old_rows WHERE customer_id = ANY(changed)
              UNION ALL
              SELECT customer_id, 1, open_due_dates, open_unpaid_paise FROM new_rows WHERE customer_id = ANY(changed)) r,
          unnest(r.open_due_dates, r.open_unpaid_paise) AS o(due_date, unpaid);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "analytics_on_messages"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF analytics_bulk() THEN RETURN NULL; END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO analytics_message_days AS t (day, channel, provider, messages)
      SELECT analytics_ist_day(created_at), channel, provider, count(*) FROM new_rows GROUP BY 1, 2, 3
      ON CONFLICT (day, channel, provider) DO UPDATE SET messages = t.messages + excluded.messages;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO analytics_message_days AS t (day, channel, provider, messages)
      SELECT analytics_ist_day(created_at), channel, provider, -count(*) FROM old_rows GROUP BY 1, 2, 3
      ON CONFLICT (day, channel, provider) DO UPDATE SET messages = t.messages + excluded.messages;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Spend by the attempt's day and its message's channel. A deleted attempt may have lost its message
-- already (a cascade), so the days it was on are summed again from the rows that remain.
CREATE OR REPLACE FUNCTION "analytics_on_attempts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  days date[];
BEGIN
  IF analytics_bulk() THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN
    days := array(SELECT DISTINCT analytics_ist_day(created_at) FROM old_rows);
    DELETE FROM analytics_spend_days WHERE day = ANY(days);
    INSERT INTO analytics_spend_days (day, channel, currency, cost)
      SELECT analytics_ist_day(a.created_at), m.channel, a.currency, sum(a.cost)
      FROM message_attempts a JOIN messages m ON m.id = a.message_id
      WHERE a.status IN ('sent', 'delivered', 'completed') AND analytics_ist_day(a.created_at) = ANY(days)
        AND a.created_at >= (SELECT (min(d)::timestamp - interval '330 minutes') AT TIME ZONE 'UTC' FROM unnest(days) d)
      GROUP BY 1, 2, 3;
    RETURN NULL;
  END IF;
  INSERT INTO analytics_spend_days AS t (day, channel, currency, cost)
    SELECT analytics_ist_day(a.created_at), m.channel, a.currency, sum(a.cost) FROM new_rows a JOIN messages m ON m.id = a.message_id
    WHERE a.status IN ('sent', 'delivered', 'completed') GROUP BY 1, 2, 3
    ON CONFLICT (day, channel, currency) DO UPDATE SET cost = t.cost + excluded.cost;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO analytics_spend_days AS t (day, channel, currency, cost)
      SELECT analytics_ist_day(a.created_at), m.channel, a.currency, -sum(a.cost) FROM old_rows a JOIN messages m ON m.id = a.message_id
      WHERE a.status IN ('sent', 'delivered', 'completed') GROUP BY 1, 2, 3
      ON CONFLICT (day, channel, currency) DO UPDATE SET cost = t.cost + excluded.cost;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payments_refresh_analytics_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_on_payments"();--> statement-breakpoint
CREATE TRIGGER "payments_refresh_analytics_update" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_on_payments"();--> statement-breakpoint
CREATE TRIGGER "payments_refresh_analytics_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_on_payments"();--> statement-breakpoint
CREATE TRIGGER "invoices_refresh_analytics_insert" AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_on_invoices"();--> statement-breakpoint
CREATE TRIGGER "invoices_refresh_analytics_update" AFTER UPDATE ON "invoices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_on_invoices"();--> statement-breakpoint
CREATE TRIGGER "invoices_refresh_analytics_delete" AFTER DELETE ON "invoices" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_on_invoices"();--> statement-breakpoint
CREATE TRIGGER "contact_attempts_refresh_analytics_insert" AFTER INSERT ON "contact_attempts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_on_contacts"();--> statement-breakpoint
CREATE TRIGGER "contact_attempts_refresh_analytics_update" AFTER UPDATE ON "contact_attempts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_on_contacts"();--> statement-breakpoint
CREATE TRIGGER "contact_attempts_refresh_analytics_delete" AFTER DELETE ON "contact_attempts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_on_contacts"();--> statement-breakpoint
CREATE TRIGGER "customers_refresh_analytics_update" AFTER UPDATE ON "customers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_on_customers"();--> statement-breakpoint
CREATE TRIGGER "customer_ledger_refresh_analytics_insert" AFTER INSERT ON "customer_ledger" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_on_ledger"();--> statement-breakpoint
CREATE TRIGGER "customer_ledger_refresh_analytics_update" AFTER UPDATE ON "customer_ledger" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_on_ledger"();--> statement-breakpoint
CREATE TRIGGER "customer_ledger_refresh_analytics_delete" AFTER DELETE ON "customer_ledger" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_on_ledger"();--> statement-breakpoint
CREATE TRIGGER "messages_refresh_analytics_insert" AFTER INSERT ON "messages" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_on_messages"();--> statement-breakpoint
CREATE TRIGGER "messages_refresh_analytics_update" AFTER UPDATE ON "messages" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_on_messages"();--> statement-breakpoint
CREATE TRIGGER "messages_refresh_analytics_delete" AFTER DELETE ON "messages" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_on_messages"();--> statement-breakpoint
CREATE TRIGGER "message_attempts_refresh_analytics_insert" AFTER INSERT ON "message_attempts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_on_attempts"();--> statement-breakpoint
CREATE TRIGGER "message_attempts_refresh_analytics_update" AFTER UPDATE ON "message_attempts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_on_attempts"();--> statement-breakpoint
CREATE TRIGGER "message_attempts_refresh_analytics_delete" AFTER DELETE ON "message_attempts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_on_attempts"();--> statement-breakpoint
CREATE TRIGGER "customers_refresh_analytics_truncate" AFTER TRUNCATE ON "customers" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_on_truncate"();--> statement-breakpoint
CREATE TRIGGER "invoices_refresh_analytics_truncate" AFTER TRUNCATE ON "invoices" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_on_truncate"();--> statement-breakpoint
CREATE TRIGGER "payments_refresh_analytics_truncate" AFTER TRUNCATE ON "payments" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_on_truncate"();--> statement-breakpoint
CREATE TRIGGER "contact_attempts_refresh_analytics_truncate" AFTER TRUNCATE ON "contact_attempts" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_on_truncate"();--> statement-breakpoint
CREATE TRIGGER "messages_refresh_analytics_truncate" AFTER TRUNCATE ON "messages" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_on_truncate"();--> statement-breakpoint
CREATE TRIGGER "message_attempts_refresh_analytics_truncate" AFTER TRUNCATE ON "message_attempts" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_on_truncate"();--> statement-breakpoint
-- Calls in progress are counted among the queued messages only.
CREATE INDEX IF NOT EXISTS "messages_queued_channel_idx" ON "messages" USING btree ("channel") WHERE "status" = 'queued';--> statement-breakpoint
-- Existing databases: every aggregate computed once from the rows.
SELECT analytics_rebuild();
