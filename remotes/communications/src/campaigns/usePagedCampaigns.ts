import { useState } from 'react';
import type { TableProps } from 'antd';
import type { TCampaign } from '@duesflow/shared-contracts/campaigns';
import { useGetCampaignsQuery } from './api';

const PAGE_SIZE = 10;

/**
 * Campaigns newest first, ten a page as the API pages them, with the props every campaigns table shares:
 * a row opens its campaign, the pager shows only when there is more than one page.
 */
export function usePagedCampaigns(kind: 'bulk' | 'campaign' | undefined, onOpenCampaign: (campaign: TCampaign) => void) {
  const [page, setPage] = useState(1);
  const campaigns = useGetCampaignsQuery({ ...(kind ? { kind } : {}), page, pageSize: PAGE_SIZE });
  const { data, isFetching } = campaigns;
  const tableProps = {
    rowKey: 'id',
    size: 'small',
    loading: isFetching,
    dataSource: data?.items ?? [],
    onRow: (campaign) => ({ onClick: () => onOpenCampaign(campaign), style: { cursor: 'pointer' } }),
    pagination: {
      current: page,
      pageSize: PAGE_SIZE,
      total: data?.total ?? 0,
      onChange: setPage,
      hideOnSinglePage: true,
      showSizeChanger: false,
    },
  } satisfies TableProps<TCampaign>;
  return { ...campaigns, tableProps };
}
