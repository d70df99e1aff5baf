import { Button, Tooltip } from 'antd';
import { PhoneOutlined } from '@ant-design/icons';
import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { useStartPaymentFollowupMutation } from '../api';
import { useToast } from '@duesflow/remote-kit/toast';
import { useCan } from '@duesflow/remote-kit/session';
import { failureText, waitingLine } from '@duesflow/remote-kit/sendGate';
import { formatIstTime } from '@duesflow/shared-contracts/format';
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
      const started = await startFollowup({ phoneNumber: phone, airtableRecordId: customer.id, customerId: customer.id }).unwrap();
      if (waitingLine(started.waiting)) {
        // Held by the send gate for the call window (RBI: 08:00–19:00): the call is not being placed now.
        toast.warning(
          'Payment follow-up scheduled',
          `${customer.name} will be called at ${formatIstTime(started.waiting?.until) || 'the next call window'}, when the call window opens.`,
        );
      } else {
        toast.success('Payment follow-up initiated', 'Customer will be contacted via phone call');
      }
    } catch (error) {
      // The API's reason stays: "Not sent to Asha Traders: open dispute".
      toast.error('Follow-up failed', failureText('Unable to initiate payment follow-up', error));
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
