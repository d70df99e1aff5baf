import { sql } from 'drizzle-orm';
import { TREND_DAYS, type TAdvancedAnalytics } from '@duesflow/shared-contracts/analytics';
import { rowsOf } from '../../../core/db/database';
import { addDays } from '../../../core/lib/clock';
import { paiseToRupees } from '../../../core/lib/money';
import { arrow, percent, round } from '../formulas';
import { istDateOf, istDayStart } from '../windows';
import { contactsCte, type AdvancedPeriod } from './period';

/** The Trends tab: the last six days, each with arrows against the day before (so seven days are read). */
export async function dailyTrends({ db, today, endIso, aggregates }: AdvancedPeriod): Promise<TAdvancedAnalytics['trends']> {
  const trendFrom = addDays(today, -TREND_DAYS);
  const trendStartIso = istDayStart(trendFrom).toISOString();
  const trendContacts = rowsOf(
    await db.execute(
      aggregates
        ? sql`
      select day::text as day, channel, contacts, successes from analytics_contact_days
      where day between ${trendFrom}::date and ${today}::date and contacts <> 0
    `
        : sql`
      with ${contactsCte(trendStartIso, endIso, today)}
      select ${istDateOf(sql.raw('created_at'))}::text as day, channel, count(*)::int as contacts, count(paid_at)::int as successes
      from c group by 1, 2
    `,
    ),
  );
  const trendPayments = rowsOf(
    await db.execute(
      aggregates
        ? sql`
      select day::text as day, payments, paise from analytics_payment_days
      where day between ${trendFrom}::date and ${today}::date and payments <> 0
    `
        : sql`
      select ${istDateOf(sql.raw('received_at'))}::text as day, count(*)::int as payments, sum(amount_paise)::bigint as paise
      from payments where received_at >= ${trendStartIso}::timestamptz and received_at < ${endIso}::timestamptz group by 1
    `,
    ),
  );
  const days = Array.from({ length: TREND_DAYS + 1 }, (_, index) => addDays(trendFrom, index));
  const dayFigures = days.map((date) => {
    const contacts = trendContacts.filter((row) => row.day === date);
    const count = (channel?: string) =>
      contacts.filter((row) => !channel || row.channel === channel).reduce((sum, row) => sum + Number(row.contacts), 0);
    const successes = contacts.reduce((sum, row) => sum + Number(row.successes), 0);
    const pay = trendPayments.find((row) => row.day === date);
    const amount = paiseToRupees(Number(pay?.paise ?? 0));
    return {
      date,
      callsMade: count('voice'),
      smssSent: count('sms'),
      contacts: count(),
      paymentsReceived: Number(pay?.payments ?? 0),
      amount,
      amountThousands: round(amount / 1000, 1),
      successRate: percent(successes, count()),
    };
  });
  return dayFigures.slice(1).map((day, index) => {
    const before = dayFigures[index]!;
    return {
      ...day,
      arrows: {
        contacts: arrow(day.contacts, before.contacts),
        payments: arrow(day.paymentsReceived, before.paymentsReceived),
        amount: arrow(day.amount, before.amount),
        successRate: arrow(day.successRate, before.successRate),
      },
    };
  });
}
