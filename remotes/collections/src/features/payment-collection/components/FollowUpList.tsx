import { useEffect } from 'react';
import { Col, Empty, Flex, Pagination, Row } from 'antd';
import type { TFollowUpEntry } from '@duesflow/shared-contracts/payment-tracking';
import { FollowUpCard } from './FollowUpCard';

/** Cards per page, asked of the API one page at a time. */
export const FOLLOW_UP_PAGE_SIZE = 12;

/** One page of a tab's customer cards; `total` is the tab's full size. */
export function FollowUpList({
  label,
  entries,
  total,
  page,
  onPageChange,
  dueSoon,
}: {
  label: string;
  entries: TFollowUpEntry[];
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  dueSoon: boolean;
}) {
  const lastPage = Math.max(1, Math.ceil(total / FOLLOW_UP_PAGE_SIZE));
  // A reload can shorten the list under the current page: go to its new last page.
  useEffect(() => {
    if (page > lastPage) onPageChange(lastPage);
  }, [page, lastPage, onPageChange]);

  if (total === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No customers in this list" />;
  }
  return (
    <Flex vertical gap="middle">
      <Row gutter={[16, 16]} role="list" aria-label={`${label} customers`}>
        {entries.map((entry) => (
          <Col key={entry.customerId} role="listitem" xs={24} md={12} xl={8}>
            <FollowUpCard entry={entry} dueSoon={dueSoon} />
          </Col>
        ))}
      </Row>
      <Pagination
        align="end"
        current={Math.min(page, lastPage)}
        pageSize={FOLLOW_UP_PAGE_SIZE}
        total={total}
        onChange={onPageChange}
        showSizeChanger={false}
        hideOnSinglePage
      />
    </Flex>
  );
}
