import { Alert, Flex } from 'antd';
import { PAYMENT_TRACKING_DASHBOARD_POLL_MS } from '@duesflow/shared-contracts/payment-tracking';
import { useGetPaymentTrackingDashboardQuery } from '../api';
import { LoadErrorState } from '@duesflow/remote-kit/LoadErrorState';
import { TRACKING_TILES } from './tileDefinitions';
import { FigureCard } from '../../../components/FigureCard';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { formatCount } from '@duesflow/shared-contracts/format';
import { DUE_SOON_DAYS } from '../followUpText';

/**
 * Four tiles side by side whenever each can be at least 220 px wide (a crore with its paise fits whole), fewer per
 * row on narrower screens: the grid follows the width the screen is given, not the window's breakpoints.
 */
const tileGrid = { display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' } as const;

/** Why the tiles count more customers than the tabs hold (docs/payment-collection.md). */
export function notYetDueText(count: number): string {
  const who = `${formatCount(count, 'customer')} with dues ${count === 1 ? 'is' : 'are'}`;
  return `${who} not yet due: nothing is overdue and nothing falls due within ${DUE_SOON_DAYS} days, so they are in no tab. They join Due Soon ${DUE_SOON_DAYS} days before their due date.`;
}

/** The four figures, polled every 30 seconds (spec part 2 §7, §9). */
export function TrackingTiles() {
  const {
    data: figures,
    isLoading,
    isFetching,
    error,
    refetch,
  } = useGetPaymentTrackingDashboardQuery(undefined, {
    pollingInterval: PAYMENT_TRACKING_DASHBOARD_POLL_MS,
  });

  if (error && !figures) {
    return (
      <LoadErrorState title="Unable to load collection figures" message={errorMessage(error)} onRetry={refetch} retrying={isFetching} />
    );
  }
  const notYetDue = figures?.customersNotYetDue ?? 0;
  return (
    <Flex vertical gap="middle">
      <div style={tileGrid}>
        {TRACKING_TILES.map((tile) => (
          <div key={tile.title} style={{ minWidth: 0 }}>
            <FigureCard
              title={tile.title}
              value={isLoading || !figures ? undefined : tile.format(figures)}
              caption={tile.caption}
              icon={tile.icon}
              loadingLabel="Loading figure"
            />
          </div>
        ))}
      </div>
      {notYetDue > 0 ? <Alert type="info" showIcon title={notYetDueText(notYetDue)} /> : null}
    </Flex>
  );
}
