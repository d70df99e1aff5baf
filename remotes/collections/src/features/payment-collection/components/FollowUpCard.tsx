import { Card, Flex, Typography } from 'antd';
import { ClockCircleOutlined, PhoneOutlined } from '@ant-design/icons';
import type { TFollowUpEntry } from '@duesflow/shared-contracts/payment-tracking';
import { formatINR } from '@duesflow/shared-contracts/format';
import { Link } from '@duesflow/remote-kit/router';
import { customerPath } from '../../../app/customerPath';
import { ACTION_LABELS, contactText, overdueText } from '../followUpText';
import { BrokenPromiseTag } from '../../../components/BrokenPromiseTag';
import { ContactHoldTag, contactHoldText } from '../../../components/ContactHoldTag';
import { InvoiceDisputedTag } from '../../../components/InvoiceDisputedTag';
import { OpenedPageTag } from '../../../components/OpenedPageTag';
import { PriorityTag } from './PriorityTag';
import { FollowUpButton } from './FollowUpButton';

/**
 * One customer to follow up: who, how much, how late, when last contacted, and what to do next. A customer
 * under a hold (promise, dispute, stop, opt-out) shows it instead of a recommendation: the send gate would
 * refuse a reminder, so urging an urgent call would be wrong.
 */
export function FollowUpCard({ entry, dueSoon }: { entry: TFollowUpEntry; dueSoon: boolean }) {
  const hold = entry.contactHold;
  return (
    <Card
      size="small"
      title={<Link to={customerPath(entry.customerId)}>{entry.customerName}</Link>}
      extra={
        <>
          <ContactHoldTag hold={hold} />
          <BrokenPromiseTag promise={entry.brokenPromise} />
          <InvoiceDisputedTag disputes={entry.disputedInvoices} />
          <OpenedPageTag visit={entry.recentPageVisit} />
          {hold ? null : <PriorityTag priority={entry.priority} />}
        </>
      }
      style={{ height: '100%' }}
    >
      <Flex vertical gap={4}>
        <Typography.Text type="secondary">
          <PhoneOutlined aria-hidden /> {entry.phone ?? 'No phone'}
        </Typography.Text>
        <Flex justify="space-between" align="baseline" wrap gap="small">
          <Typography.Text strong style={{ fontSize: 18 }}>
            {formatINR(entry.overdueAmount)}
          </Typography.Text>
          <Typography.Text type={entry.daysOverdue > 0 ? 'danger' : 'warning'}>{overdueText(entry.daysOverdue, dueSoon)}</Typography.Text>
        </Flex>
        <Typography.Text type="secondary">
          <ClockCircleOutlined aria-hidden /> {contactText(entry.daysSinceContact)}
        </Typography.Text>
        <Flex justify="space-between" align="center" wrap gap="small" style={{ marginTop: 8 }}>
          {hold ? (
            <Typography.Text type="secondary">On hold: {contactHoldText(hold)}</Typography.Text>
          ) : (
            <Typography.Text>Recommended: {ACTION_LABELS[entry.recommendedAction]}</Typography.Text>
          )}
          <FollowUpButton entry={entry} held={Boolean(hold)} />
        </Flex>
      </Flex>
    </Card>
  );
}
