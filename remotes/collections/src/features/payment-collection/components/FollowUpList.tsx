import { useState } from 'react';
import { Col, Empty, Flex, Pagination, Row } from 'antd';
import type { TFollowUpEntry } from '@duesflow/shared-contracts/payment-tracking';
import { FollowUpCard } from './FollowUpCard';

/** Cards per page: a long overdue list stays quick to render and to scan. */
export const FOLLOW_UP_PAGE_SIZE = 12;

/** The customer cards of one tab, paged. */
export function FollowUpList({ label, entries, dueSoon }: { label: string; entries: TFollowUpEntry[]; dueSoon: boolean }) {
  const [page, setPage] = useState(1);
  if (entries.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No customers in this list" />;
  }
  // A reload can shorten the list under the current page.
  const current = Math.min(page, Math.ceil(entries.length / FOLLOW_UP_PAGE_SIZE));
  const shown = entries.slice((current - 1) * FOLLOW_UP_PAGE_SIZE, current * FOLLOW_UP_PAGE_SIZE);
  return (
    <Flex vertical gap="middle">
      <Row gutter={[16, 16]} role="list" aria-label={`${label} customers`}>
        {shown.map((entry) => (
          <Col key={entry.customerId} role="listitem" xs={24} md={12} xl={8}>
            <FollowUpCard entry={entry} dueSoon={dueSoon} />
          </Col>
        ))}
      </Row>
      <Pagination
        align="end"
        current={current}
        pageSize={FOLLOW_UP_PAGE_SIZE}
        total={entries.length}
        onChange={setPage}
        showSizeChanger={false}
        hideOnSinglePage
      />
    </Flex>
  );
}
