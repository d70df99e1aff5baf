-- customer_ledger_refresh in one pass over the touched customers' rows (a window per customer) rather
-- than one lateral lookup per customer: a statement writing thousands of rows costs one scan.
CREATE OR REPLACE FUNCTION "customer_ledger_refresh"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  with touched as (
    select distinct id from unnest(ids) as id
  ), paid as (
    select p.customer_id, sum(p.amount_paise)::bigint as paid
    from payments p join touched t on t.id = p.customer_id group by p.customer_id
  ), inv as (
    select i.customer_id, i.due_date, i.invoice_number, i.amount_paise,
      sum(i.amount_paise) over (partition by i.customer_id order by i.due_date, i.invoice_number) as running
    from invoices i join touched t on t.id = i.customer_id where i.status = 'issued'
  ), unpaid as (
    select inv.customer_id, inv.due_date, inv.invoice_number, inv.amount_paise,
      greatest(0, least(inv.amount_paise, inv.running - coalesce(paid.paid, 0))) as unpaid
    from inv left join paid on paid.customer_id = inv.customer_id
  ), totals as (
    select customer_id, count(*)::int as invoice_count, sum(amount_paise)::bigint as invoiced, sum(unpaid)::bigint as due,
      array_agg(due_date order by due_date, invoice_number) filter (where unpaid > 0) as open_dates,
      (array_agg(unpaid order by due_date, invoice_number) filter (where unpaid > 0))::bigint[] as open_unpaid
    from unpaid group by customer_id
  ), contacts as (
    select a.customer_id, max(a.created_at) as last_contact
    from contact_attempts a join touched t on t.id = a.customer_id group by a.customer_id
  )
  insert into customer_ledger as l (customer_id, invoice_count, invoiced_paise, paid_paise, due_paise,
    open_due_dates, open_unpaid_paise, last_contact_at, changed_xid)
  select c.id, coalesce(i.invoice_count, 0), coalesce(i.invoiced, 0), coalesce(p.paid, 0), coalesce(i.due, 0),
    coalesce(i.open_dates, '{}'), coalesce(i.open_unpaid, '{}'), ct.last_contact, pg_current_xact_id()
  from customers c
  join touched t on t.id = c.id
  left join paid p on p.customer_id = c.id
  left join totals i on i.customer_id = c.id
  left join contacts ct on ct.customer_id = c.id
  on conflict (customer_id) do update set invoice_count = excluded.invoice_count,
    invoiced_paise = excluded.invoiced_paise, paid_paise = excluded.paid_paise, due_paise = excluded.due_paise,
    open_due_dates = excluded.open_due_dates, open_unpaid_paise = excluded.open_unpaid_paise,
    last_contact_at = excluded.last_contact_at, changed_xid = excluded.changed_xid
$$;
