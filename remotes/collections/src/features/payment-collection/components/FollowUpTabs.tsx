import { useState, type ReactNode } from 'react';
import { Card, Flex, Grid, Segmented, Skeleton, Tabs, Tag } from 'antd';
import { PAYMENT_TRACKING_ANALYSIS_POLL_MS } from '@duesflow/shared-contracts/payment-tracking';
import { useGetPaymentTrackingAnalysisQuery } from '../api';
import { FOLLOW_UP_TABS, type TFollowUpTabKey } from '../followUpText';
import { LoadErrorState } from '@duesflow/remote-kit/LoadErrorState';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { formatIndianNumber } from '@duesflow/shared-contracts/format';
import { FOLLOW_UP_PAGE_SIZE, FollowUpList } from './FollowUpList';

const FIRST_PAGES: Record<TFollowUpTabKey, number> = { urgentOverdue: 1, recentOverdue: 1, dueSoon: 1, followUpRequired: 1 };

/**
 * The four follow-up lists with their counts, polled every 60 seconds (spec part 2 §7, §9). The API
 * answers one page of cards at a time (`limit`/`offset`) and each tab's full size (`totals`), so a
 * list of tens of thousands stays light.
 */
export function FollowUpTabs() {
  const [activeTab, setActiveTab] = useState<TFollowUpTabKey>(FOLLOW_UP_TABS[0].key);
  const [pages, setPages] = useState(FIRST_PAGES);
  const page = pages[activeTab];
  // Below 1200 px (once the breakpoints are known) a row of four tabs with their counts overflows its card: antd then
  // hides some behind a "more" button inside the tab list, which a screen reader cannot make sense of.
  const screens = Grid.useBreakpoint();
  const narrow = screens.xl === false && Object.values(screens).some(Boolean);
  const {
    data: analysis,
    isLoading,
    isFetching,
    error,
    refetch,
  } = useGetPaymentTrackingAnalysisQuery(
    { limit: FOLLOW_UP_PAGE_SIZE, offset: (page - 1) * FOLLOW_UP_PAGE_SIZE },
    { pollingInterval: PAYMENT_TRACKING_ANALYSIS_POLL_MS },
  );

  if (error && !analysis) {
    return <LoadErrorState title="Unable to load follow-up lists" message={errorMessage(error)} onRetry={refetch} retrying={isFetching} />;
  }
  if (isLoading || !analysis) {
    return (
      <Card aria-busy="true" aria-label="Loading follow-up lists">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  const totalOf = (key: TFollowUpTabKey) => analysis.totals?.[key] ?? analysis[key].length;
  const items = FOLLOW_UP_TABS.map((tab) => ({
    key: tab.key,
    label: (
      <>
        {tab.label} <Tag style={{ marginInlineEnd: 0 }}>{formatIndianNumber(totalOf(tab.key))}</Tag>
      </>
    ),
    children: (
      <FollowUpList
        label={tab.label}
        entries={analysis[tab.key]}
        total={totalOf(tab.key)}
        page={pages[tab.key]}
        onPageChange={(next) => setPages((current) => ({ ...current, [tab.key]: next }))}
        dueSoon={tab.key === 'dueSoon'}
      />
    ),
  }));
  return (
    <Card>
      {narrow ? (
        <StackedLists items={items} active={activeTab} onChange={setActiveTab} />
      ) : (
        <Tabs activeKey={activeTab} onChange={(key) => setActiveTab(key as TFollowUpTabKey)} items={items} />
      )}
    </Card>
  );
}

/**
 * The tabs where a row of four does not fit: the four lists one under another, each with its count, all in view
 * (on a phone a row of tabs would push two of them, counts and all, past the screen's edge), the chosen one's
 * cards below.
 */
function StackedLists({
  items,
  active,
  onChange,
}: {
  items: { key: TFollowUpTabKey; label: ReactNode; children: ReactNode }[];
  active: TFollowUpTabKey;
  onChange: (key: TFollowUpTabKey) => void;
}) {
  return (
    <Flex vertical gap="middle">
      <Segmented<TFollowUpTabKey>
        vertical
        block
        aria-label="Follow-up lists"
        value={active}
        onChange={onChange}
        options={items.map((item) => ({ value: item.key, label: item.label }))}
      />
      {items.find((item) => item.key === active)?.children}
    </Flex>
  );
}
