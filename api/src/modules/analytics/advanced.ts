import {
  CHANNELS,
  OVERDUE_SEGMENTS,
  USD_TO_INR,
  type TAdvancedAnalytics,
  type TAnalyticsPeriod,
  type TChannel,
} from '@duesflow/shared-contracts/analytics';
import type { Queryable } from '../../core/db/database';
import { paiseToRupees } from '../../core/lib/money';
import type { AnalyticsSource } from './aggregates';
import { ageingToday, customerPageUse, promisesInPeriod } from './advanced/collections';
import { avgResponse, contactBreakdown, customerReach, noContacts, type ContactBreakdown } from './advanced/contacts';
import { activityStream, paymentTotals } from './advanced/payments';
import { advancedPeriod } from './advanced/period';
import { channelSpend } from './advanced/spend';
import { dailyTrends } from './advanced/trends';
import { efficiencyRating, percent, ratio, roiLabel, roiOf, round } from './formulas';

/**
 * Advanced Analytics for a period (docs/analytics.md): the period's data is read once per kind (contacts,
 * customers reached, payments, activity, spend, trends, ageing, promises), then each tab's figures are
 * made from it by its own function below.
 */
export async function computeAdvanced(
  db: Queryable,
  now: Date,
  period: TAnalyticsPeriod,
  source: AnalyticsSource = 'auto',
): Promise<TAdvancedAnalytics> {
  const p = await advancedPeriod(db, now, period, source);
  const breakdown = await contactBreakdown(p);
  const reach = await customerReach(p);
  const paid = await paymentTotals(p);
  const activity = await activityStream(p);
  const spend = await channelSpend(p);
  const trends = await dailyTrends(p);
  const ageing = await ageingToday(p);
  const promises = await promisesInPeriod(p);
  const customerPage = await customerPageUse(p);

  const channels = channelFigures(breakdown, spend);
  const totalSpendPaise = [...spend.spendPaise.values()].reduce((sum, paise) => sum + paise, 0);
  const costPerRupee = ratio(totalSpendPaise, paid.collectedPaise, 4);
  const { all, byChannel } = breakdown;
  return {
    period,
    from: p.w.from,
    to: p.w.to,
    generatedAt: now.toISOString(),
    today: {
      callsMade: byChannel.get('voice')?.contacts ?? 0,
      smssSent: byChannel.get('sms')?.contacts ?? 0,
      contactsMade: (byChannel.get('voice')?.contacts ?? 0) + (byChannel.get('sms')?.contacts ?? 0),
      paymentsReceived: paid.payments,
      totalAmount: paiseToRupees(paid.collectedPaise),
      successRate: percent(all.successes, all.contacts),
      responseRate: percent(all.reached, all.contacts),
    },
    realTime: {
      activeCallsNow: paid.activeCalls,
      paymentsLastHour: paid.lastHour,
      avgResponseTime: avgResponse(all),
      topPerformingChannel: topChannel(channels),
    },
    activity,
    quickStats: {
      responseRate: percent(all.reached, all.contacts),
      averagePayment: paid.payments === 0 ? null : round(paid.collectedPaise / paid.payments / 100, 2),
      avgResponseTime: avgResponse(all),
      conversionRate: percent(reach.converted, reach.contacted),
    },
    channels,
    trends,
    insights: insightFigures(breakdown, reach.segmentSizes),
    cost: costFigures(channels, totalSpendPaise, paid, costPerRupee),
    collections: {
      ageing: ageing.map(({ paise, ...rest }) => ({ ...rest, amount: paiseToRupees(paise) })),
      promiseKeptRate: percent(promises.kept, promises.made),
      promisesMade: promises.made,
      promisesKept: promises.kept,
      promisesBroken: promises.broken,
      costPerRupeeCollected: costPerRupee,
      customerPage,
    },
  };
}

const slot = (hour: number) => `${String(hour).padStart(2, '0')}:00–${String((hour + 1) % 24).padStart(2, '0')}:00`;

/** The Channels tab: each channel's rates, costs, best hour and provider. */
function channelFigures(
  breakdown: ContactBreakdown,
  spend: { spendPaise: Map<string, number>; providerOf: Map<string, string> },
): TAdvancedAnalytics['channels'] {
  const { byChannel, byChannelHour } = breakdown;
  return CHANNELS.map((channel) => {
    const t = byChannel.get(channel) ?? noContacts();
    const paise = spend.spendPaise.get(channel) ?? 0;
    let bestHour: number | null = null;
    for (let hour = 0; hour < 24; hour++) {
      const successes = byChannelHour.get(`${channel}:${hour}`)?.successes ?? 0;
      if (successes > 0 && (bestHour === null || successes > (byChannelHour.get(`${channel}:${bestHour}`)?.successes ?? 0)))
        bestHour = hour;
    }
    return {
      channel,
      provider: spend.providerOf.get(channel) ?? '',
      successRate: percent(t.successes, t.contacts),
      totalContacts: t.contacts,
      successfulPayments: t.successes,
      costPerContact: t.contacts === 0 ? null : round(paise / 100 / t.contacts, 2),
      costPerSuccess: t.successes === 0 ? null : round(paise / 100 / t.successes, 2),
      avgResponseTime: avgResponse(t),
      bestTimeSlot: bestHour === null ? '' : slot(bestHour),
      spend: paiseToRupees(paise),
      responseRate: percent(t.reached, t.contacts),
    };
  });
}

/** The channel with the highest success rate ('' before any has one); the first of equals. */
function topChannel(channels: TAdvancedAnalytics['channels']): string {
  let top = '';
  let topRate = -1;
  for (const c of channels) {
    if (c.successRate !== null && c.successRate > topRate) {
      top = c.channel;
      topRate = c.successRate;
    }
  }
  return top;
}

/** The Insights tab: best hours, languages, and each overdue segment's size, rate and preferred channel. */
function insightFigures(
  breakdown: ContactBreakdown,
  segmentSizes: Map<number, { customers: number; avgDays: number }>,
): TAdvancedAnalytics['insights'] {
  const customerSegments = OVERDUE_SEGMENTS.map((segment, index) => {
    const size = segmentSizes.get(index);
    const t = noContacts();
    let preferred = '';
    let preferredRate = -1;
    let preferredVolume = -1;
    for (const channel of CHANNELS) {
      const ct = breakdown.bySegmentChannel.get(`${index}:${channel}`);
      if (!ct) continue;
      t.contacts += ct.contacts;
      t.successes += ct.successes;
      const rate = ct.successes / ct.contacts;
      if (rate > preferredRate || (rate === preferredRate && ct.contacts > preferredVolume)) {
        preferred = channel;
        preferredRate = rate;
        preferredVolume = ct.contacts;
      }
    }
    return {
      segment,
      customers: size?.customers ?? 0,
      avgDaysOverdue: round(size?.avgDays ?? 0, 1),
      successRate: percent(t.successes, t.contacts),
      preferredChannel: preferred,
    };
  });
  return {
    bestCallTimes: [...breakdown.byHour.entries()]
      .sort(([a], [b]) => a - b)
      .map(([hour, t]) => ({ hour, successRate: percent(t.successes, t.contacts), volume: t.contacts })),
    languagePreferences: [...breakdown.byLanguage.entries()]
      .sort(([a, x], [b, y]) => y.contacts - x.contacts || a.localeCompare(b))
      .map(([language, t]) => ({ language, successRate: percent(t.successes, t.contacts), volume: t.contacts })),
    customerSegments,
  };
}

/** The Cost tab: spend, cost per payment, ROI and each channel's efficiency, cheapest success first. */
function costFigures(
  channels: TAdvancedAnalytics['channels'],
  totalSpendPaise: number,
  paid: { payments: number; collectedPaise: number },
  costPerRupee: number | null,
): TAdvancedAnalytics['cost'] {
  const roi = roiOf(paid.collectedPaise, totalSpendPaise);
  return {
    totalSpend: paiseToRupees(totalSpendPaise),
    costPerPayment: paid.payments === 0 ? null : round(totalSpendPaise / 100 / paid.payments, 2),
    roi,
    roiLabel: roiLabel(roi),
    costPerRupeeCollected: costPerRupee,
    usdToInr: USD_TO_INR,
    channelEfficiency: channels
      .filter((c) => c.totalContacts > 0 || c.spend > 0)
      .map((c) => ({
        channel: c.channel as TChannel,
        spend: c.spend,
        successes: c.successfulPayments,
        costPerSuccess: c.costPerSuccess,
        rating: efficiencyRating(c.costPerSuccess),
      }))
      .sort((a, b) => (a.costPerSuccess ?? Infinity) - (b.costPerSuccess ?? Infinity) || a.channel.localeCompare(b.channel)),
  };
}
