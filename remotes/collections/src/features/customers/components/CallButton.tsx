import { Button, Tooltip } from 'antd';
import { PhoneOutlined } from '@ant-design/icons';
import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { useStartPaymentFollowupMutation } from '../api';
import { useToast } from '@duesflow/remote-kit/toast';
import { useCan } from '@duesflow/remote-kit/session';
import { contactBlockedReason } from './nothingDue';

/** Starts a payment follow-up call to one customer; needs a phone number. */
export function CallButton({ customer }: { customer: TCustomer }) {
  const [startFollowup, { isLoading }] = useStartPaymentFollowupMutation();
  const toast = useToast();
  const phone = customer.phone?.trim();
  // The role comes first: a viewer cannot contact anyone, whatever the customer's state.
  const { reason: denied } = useCan('collect');
  const blocked = denied ?? contactBlockedReason(customer);

  const onClick = async () => {
    if (!phone || blocked) return;
    try {
      await startFollowup({ phoneNumber: phone, airtableRecordId: customer.id, customerId: customer.id }).unwrap();
      toast.success('Payment follow-up initiated', 'Customer will be contacted via phone call');
    } catch {
      toast.error('Follow-up failed', 'Unable to initiate payment follow-up');
    }
  };

  return (
    <Tooltip title={blocked}>
      {/* A disabled button gets no pointer events: the wrapper shows the reason on hover. */}
      <span style={{ display: 'inline-block' }}>
      <Button
        size="small"
        icon={<PhoneOutlined aria-hidden />}
        aria-label={`Call ${customer.name}`}
        onClick={onClick}
        disabled={Boolean(blocked) || isLoading}
        loading={isLoading}
      >
        Call
      </Button>
      </span>
    </Tooltip>
  );
}
