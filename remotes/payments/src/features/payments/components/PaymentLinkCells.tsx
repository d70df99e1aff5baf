import { Flex, Tag, Typography } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { amountStillDue, type TPaymentLink } from '@duesflow/shared-contracts/payment-links';
import { formatINR } from '@duesflow/shared-contracts/format';
import { PaymentLinkStatusTag } from './PaymentLinkStatusTag';

/** The link's amount; under it its place in an instalment plan and, once part is paid, what was paid and what is left. */
export function PaymentLinkAmount({ link }: { link: TPaymentLink }) {
  const partly = link.amountPaid > 0 && link.status !== 'paid';
  return (
    <Flex vertical align="end">
      <span>{formatINR(link.amount)}</span>
      {link.plan ? (
        <Typography.Text type="secondary">
          Instalment {link.plan.part} of {link.plan.parts}
        </Typography.Text>
      ) : null}
      {partly ? (
        <Typography.Text type="secondary">
          {formatINR(link.amountPaid)} paid, {formatINR(amountStillDue(link))} left
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

/** The status, and a "Needs review" flag with the reason when a payment on it needs staff's eyes. */
export function PaymentLinkStatus({ link }: { link: TPaymentLink }) {
  return (
    <Flex vertical gap={4} align="start">
      <PaymentLinkStatusTag status={link.status} />
      {link.review ? (
        <>
          <Tag color="warning" icon={<WarningOutlined aria-hidden />}>
            Needs review
          </Tag>
          <Typography.Text type="warning">{link.review}</Typography.Text>
        </>
      ) : null}
    </Flex>
  );
}
