-- customer_ledger and ledger_totals kept up to date on write (docs/performance.md, docs/metrics.md).
-- Statement triggers with transition tables: a statement that writes many rows recomputes each customer
-- it touched once. Payments settle the oldest invoices first (by due date, then invoice number), the
-- same rule as api/src/queries/customer-balances.ts; nothing stored depends on today's date.
CREATE SEQUENCE IF NOT EXISTS "ledger_reload_seq";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "customer_ledger_refresh"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  insert into customer_ledger as l (customer_id, invoice_count, invoiced_paise, paid_paise, due_paise,
    open_due_dates, open_unpaid_paise, last_contact_at, changed_xid)
  select c.id, coalesce(i.invoice_count, 0), coalesce(i.invoiced, 0), p.paid, coalesce(i.due, 0),
    coalesce(i.open_dates, '{}'), coalesce(i.open_unpaid, '{}'),
    (select max(a.created_at) from contact_attempts a where a.customer_id = c.id),
    pg_current_xact_id()
  from customers c
  cross join lateral (select coalesce(sum(amount_paise), 0)::bigint as paid from payments where customer_id = c.id) p
  cross join lateral (
    select count(*)::int as invoice_count, coalesce(sum(amount_paise), 0)::bigint as invoiced,
      coalesce(sum(unpaid), 0)::bigint as due,
      array_agg(due_date order by due_date, invoice_number) filter (where unpaid > 0) as open_dates,
      (array_agg(unpaid order by due_date, invoice_number) filter (where unpaid > 0))::bigint[] as open_unpaid
    from (
      select due_date, invoice_number, amount_paise,
        greatest(0, least(amount_paise, sum(amount_paise) over (order by due_date, invoice_number) - p.paid)) as unpaid
      from invoices where customer_id = c.id and status = 'issued'
    ) x
  ) i
  where c.id = any(ids)
  on conflict (customer_id) do update set invoice_count = excluded.invoice_count,
    invoiced_paise = excluded.invoiced_paise, paid_paise = excluded.paid_paise, due_paise = excluded.due_paise,
    open_due_dates = excluded.open_due_dates, open_unpaid_paise = excluded.open_unpaid_paise,
    last_contact_at = excluded.last_contact_at, changed_xid = excluded.changed_xid
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "customer_ledger_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM customer_ledger WHERE customer_id NOT IN (SELECT id FROM customers);
  PERFORM customer_ledger_refresh(array(SELECT id FROM customers));
  INSERT INTO ledger_totals (id, collected_paise) VALUES (1, (SELECT coalesce(sum(amount_paise), 0) FROM payments))
    ON CONFLICT (id) DO UPDATE SET collected_paise = excluded.collected_paise;
END
$$;--> statement-breakpoint
-- Invoices and payments: recompute every customer the statement touched.
CREATE OR REPLACE FUNCTION "customer_ledger_on_write"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP <> 'DELETE' THEN
    ids := array(SELECT DISTINCT customer_id FROM new_rows WHERE customer_id IS NOT NULL);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    ids := coalesce(ids, '{}') || array(SELECT DISTINCT customer_id FROM old_rows WHERE customer_id IS NOT NULL);
  END IF;
  PERFORM customer_ledger_refresh(ids);
  IF TG_TABLE_NAME = 'payments' THEN
    IF TG_OP <> 'DELETE' THEN
      UPDATE ledger_totals SET collected_paise = collected_paise + (SELECT coalesce(sum(amount_paise), 0) FROM new_rows) WHERE id = 1;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      UPDATE ledger_totals SET collected_paise = collected_paise - (SELECT coalesce(sum(amount_paise), 0) FROM old_rows) WHERE id = 1;
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A new contact attempt only moves the last contact forward: no recompute.
CREATE OR REPLACE FUNCTION "customer_ledger_on_contact"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customer_ledger l SET last_contact_at = n.latest, changed_xid = pg_current_xact_id()
  FROM (SELECT customer_id, max(created_at) AS latest FROM new_rows GROUP BY customer_id) n
  WHERE l.customer_id = n.customer_id AND (l.last_contact_at IS NULL OR l.last_contact_at < n.latest);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "customer_ledger_on_customers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO customer_ledger (customer_id) SELECT id FROM new_rows ON CONFLICT (customer_id) DO NOTHING;
  ELSE
    -- Name, phone or email changed: readers fetch the row again.
    UPDATE customer_ledger SET changed_xid = pg_current_xact_id() WHERE customer_id IN (SELECT id FROM new_rows);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Deleted customers and truncated tables: rows disappear, so readers load the whole ledger again.
CREATE OR REPLACE FUNCTION "customer_ledger_on_reload"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM customer_ledger_rebuild();
  END IF;
  PERFORM nextval('ledger_reload_seq');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_ledger_insert" AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_ledger_on_write"();--> statement-breakpoint
CREATE TRIGGER "invoices_ledger_update" AFTER UPDATE ON "invoices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_ledger_on_write"();--> statement-breakpoint
CREATE TRIGGER "invoices_ledger_delete" AFTER DELETE ON "invoices" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_ledger_on_write"();--> statement-breakpoint
CREATE TRIGGER "payments_ledger_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_ledger_on_write"();--> statement-breakpoint
CREATE TRIGGER "payments_ledger_update" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_ledger_on_write"();--> statement-breakpoint
CREATE TRIGGER "payments_ledger_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_ledger_on_write"();--> statement-breakpoint
CREATE TRIGGER "contact_attempts_ledger_insert" AFTER INSERT ON "contact_attempts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_ledger_on_contact"();--> statement-breakpoint
CREATE TRIGGER "contact_attempts_ledger_update" AFTER UPDATE ON "contact_attempts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_ledger_on_write"();--> statement-breakpoint
CREATE TRIGGER "contact_attempts_ledger_delete" AFTER DELETE ON "contact_attempts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_ledger_on_write"();--> statement-breakpoint
CREATE TRIGGER "customers_ledger_insert" AFTER INSERT ON "customers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_ledger_on_customers"();--> statement-breakpoint
CREATE TRIGGER "customers_ledger_update" AFTER UPDATE ON "customers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_ledger_on_customers"();--> statement-breakpoint
CREATE TRIGGER "customers_ledger_delete" AFTER DELETE ON "customers" FOR EACH STATEMENT EXECUTE FUNCTION "customer_ledger_on_reload"();--> statement-breakpoint
CREATE TRIGGER "customers_ledger_truncate" AFTER TRUNCATE ON "customers" FOR EACH STATEMENT EXECUTE FUNCTION "customer_ledger_on_reload"();--> statement-breakpoint
CREATE TRIGGER "invoices_ledger_truncate" AFTER TRUNCATE ON "invoices" FOR EACH STATEMENT EXECUTE FUNCTION "customer_ledger_on_reload"();--> statement-breakpoint
CREATE TRIGGER "payments_ledger_truncate" AFTER TRUNCATE ON "payments" FOR EACH STATEMENT EXECUTE FUNCTION "customer_ledger_on_reload"();--> statement-breakpoint
CREATE TRIGGER "contact_attempts_ledger_truncate" AFTER TRUNCATE ON "contact_attempts" FOR EACH STATEMENT EXECUTE FUNCTION "customer_ledger_on_reload"();--> statement-breakpoint
-- Existing databases: compute every customer's row and the totals once.
SELECT customer_ledger_rebuild();
