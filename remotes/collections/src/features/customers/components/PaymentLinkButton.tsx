import { Button, Typography } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { useCreatePaymentLinkMutation } from '../api';
import { useToast } from '@duesflow/remote-kit/toast';

/** Generates a payment link for the amount due, shows it, then copies it to the clipboard. */
export function PaymentLinkButton({ customer }: { customer: TCustomer }) {
  const [createLink, { isLoading }] = useCreatePaymentLinkMutation();
  const toast = useToast();

  const onClick = async () => {
    let paymentLink: string;
    try {
      ({ paymentLink } = await createLink({
        amount: customer.amountDue,
        airtableRecordId: customer.id,
        customerId: customer.id,
        description: `Payment for ${customer.name}`,
      }).unwrap());
    } catch {
      toast.error('Link generation failed', 'Unable to generate payment link');
      return;
    }
    toast.success('Payment link generated', <Typography.Link href={paymentLink} target="_blank">{paymentLink}</Typography.Link>);
    try {
      await navigator.clipboard.writeText(paymentLink);
      // One toast is visible at a time: this one shows after the link toast above.
      toast.success('Payment link copied', 'The link is on your clipboard, ready to share.');
    } catch {
      // Clipboard blocked (insecure origin or denied): the first toast still shows the link.
    }
  };

  return (
    <Button
      size="small"
      icon={<LinkOutlined aria-hidden />}
      aria-label={`Payment link for ${customer.name}`}
      onClick={onClick}
      disabled={isLoading}
      loading={isLoading}
    >
      Payment link
    </Button>
  );
}
