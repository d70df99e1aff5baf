import { Typography } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { useGeneratePayableLink } from './useGeneratePayableLink';
import { useToast, type TToastApi } from '@duesflow/remote-kit/toast';
import { useCan } from '@duesflow/remote-kit/session';
import { copyToClipboard } from '@duesflow/remote-kit/clipboard';
import { hasNothingDue, NOTHING_DUE_REASON } from './nothingDue';
import { RowActionButton } from './RowActionButton';

/**
 * Toasts a generated link so it stays reachable: the link itself and a Copy button, then (when the
 * clipboard takes it) 'Payment link copied'. The link is also kept on the run in the executions list.
 */
export async function announcePaymentLink(toast: TToastApi, paymentLink: string): Promise<void> {
  const copy = async () => {
    if (await copyToClipboard(paymentLink)) toast.success('Payment link copied', 'The link is on your clipboard, ready to share.');
  };
  toast.success(
    'Payment link generated',
    <Typography.Link href={paymentLink} target="_blank">
      {paymentLink}
    </Typography.Link>,
    {
      action: { label: 'Copy', onClick: () => void copy() },
    },
  );
  // One toast is visible at a time: 'Payment link copied' shows after the link toast above.
  await copy();
}

/**
 * Generates a payment link for the amount due (an instalment plan when it is above every gateway's
 * maximum), and only once the API says it can be paid shows it and copies it to the clipboard.
 */
export function PaymentLinkButton({ customer }: { customer: TCustomer }) {
  const { generate, pending: isLoading } = useGeneratePayableLink();
  const toast = useToast();
  const nothingDue = hasNothingDue(customer);
  const { reason: denied } = useCan('collect');
  const blocked = denied ?? (nothingDue ? NOTHING_DUE_REASON : undefined);

  const onClick = async () => {
    if (blocked) return;
    const outcome = await generate({
      amount: customer.amountDue,
      airtableRecordId: customer.id,
      customerId: customer.id,
      description: `Payment for ${customer.name}`,
    });
    if (!outcome.ok) {
      toast.error(
        'Link generation failed',
        outcome.reason ? `Unable to generate payment link: ${outcome.reason}` : 'Unable to generate payment link',
      );
      return;
    }
    await announcePaymentLink(toast, outcome.paymentLink);
  };

  return (
    <RowActionButton
      blocked={blocked}
      loading={isLoading}
      icon={<LinkOutlined aria-hidden />}
      ariaLabel={`Payment link for ${customer.name}`}
      onClick={() => void onClick()}
    >
      Payment link
    </RowActionButton>
  );
}
