import { useState } from 'react';
import { Card, Skeleton, Tabs, Tag } from 'antd';
import { PAYMENT_TRACKING_ANALYSIS_POLL_MS } from '@duesflow/shared-contracts/payment-tracking';
import { useGetPaymentTrackingAnalysisQuery } from '../api';
import { FOLLOW_UP_TABS } from '../followUpText';
import { LoadErrorState } from '../../../components/LoadErrorState';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { FollowUpList } from './FollowUpList';

/** The four follow-up lists with their counts, polled every 60 seconds (spec part 2 §7, §9). */
export function FollowUpTabs() {
  const { data: analysis, isLoading, isFetching, error, refetch } = useGetPaymentTrackingAnalysisQuery(undefined, {
    pollingInterval: PAYMENT_TRACKING_ANALYSIS_POLL_MS,
  });
  const [activeTab, setActiveTab] = useState<string>(FOLLOW_UP_TABS[0].key);

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
  return (
    <Card>
      <Tabs
        activeKey={activeTab}
        onChange={setActiveTab}
        items={FOLLOW_UP_TABS.map((tab) => ({
          key: tab.key,
          label: (
            <>
              {tab.label} <Tag style={{ marginInlineEnd: 0 }}>{analysis[tab.key].length}</Tag>
            </>
          ),
          children: <FollowUpList label={tab.label} entries={analysis[tab.key]} dueSoon={tab.key === 'dueSoon'} />,
        }))}
      />
    </Card>
  );
}
