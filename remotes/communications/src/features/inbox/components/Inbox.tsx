import { useState } from 'react';
import { Col, Row, Segmented } from 'antd';
import { INBOX_FILTER_LABELS, INBOX_FILTERS, type TInboxFilter } from '@duesflow/shared-contracts/inbox';
import { useSearchParams } from '@duesflow/remote-kit/router';
import { ConversationList } from './ConversationList';
import { ConversationPane } from './ConversationPane';

/** The URL's `?customer=` is the open conversation, so a toast's link (and a reload) opens it. */
const CUSTOMER_PARAM = 'customer';

/** The inbox: customers' replies by customer, one conversation open beside the list (docs/inbox.md). */
export function Inbox() {
  const [filter, setFilter] = useState<TInboxFilter>('needs_reply');
  const [params, setParams] = useSearchParams();
  const selected = params.get(CUSTOMER_PARAM) ?? undefined;
  const open = (customerId: string) => setParams({ [CUSTOMER_PARAM]: customerId });
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={9}>
        <Segmented<TInboxFilter>
          aria-label="Show conversations"
          block
          value={filter}
          onChange={setFilter}
          options={INBOX_FILTERS.map((value) => ({ value, label: INBOX_FILTER_LABELS[value] }))}
          style={{ marginBottom: 12 }}
        />
        <ConversationList filter={filter} selected={selected} onOpen={open} />
      </Col>
      <Col xs={24} lg={15}>
        <ConversationPane customerId={selected} />
      </Col>
    </Row>
  );
}
