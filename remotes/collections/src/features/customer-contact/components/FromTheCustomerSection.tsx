import { Button, Descriptions, Flex, Typography } from 'antd';
import { formatINR, formatIstMoment } from '@duesflow/shared-contracts/format';
import type { TContactPreferences, TOptOutChannel } from '@duesflow/shared-contracts/reminder-sequences';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { Guarded } from '@duesflow/remote-kit/session';
import { useToast } from '@duesflow/remote-kit/toast';
import { useClearPaidClaimMutation, useSetOptOutsMutation } from '../api';

const CHANNEL_NAMES: Record<TOptOutChannel, string> = { sms: 'SMS', whatsapp: 'WhatsApp', voice: 'Calls', email: 'Email' };

/**
 * What the customer told us on their own page that holds reminders until staff act (docs/customer-page.md):
 * "already paid" with its reference, cleared once checked; the channels they opted out of, which staff
 * set back only as the customer asks. Nothing shows while neither is there.
 */
export function FromTheCustomerSection({ preferences }: { preferences: TContactPreferences }) {
  const [clearPaidClaim, clearing] = useClearPaidClaimMutation();
  const [setOptOuts, setting] = useSetOptOutsMutation();
  const toast = useToast();
  const { customerId, paidClaim, optedOutChannels } = preferences;
  if (!paidClaim && optedOutChannels.length === 0) return null;

  const onClear = async () => {
    try {
      await clearPaidClaim({ customerId }).unwrap();
      toast.success('Claim cleared', 'Reminders may go again.');
    } catch (error) {
      toast.error('Update failed', errorMessage(error));
    }
  };
  const onOptBackIn = async () => {
    try {
      await setOptOuts({ customerId, body: { channels: [] } }).unwrap();
      toast.success('Opted back in', 'Reminders may go on every channel again.');
    } catch (error) {
      toast.error('Update failed', errorMessage(error));
    }
  };

  return (
    <Flex vertical gap="small">
      <Typography.Title level={5} style={{ margin: 0 }}>
        From the customer
      </Typography.Title>
      {paidClaim ? (
        <Flex vertical gap="small" role="group" aria-label="Says already paid">
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'reference', label: 'Says already paid', children: paidClaim.reference },
              ...(paidClaim.amount !== null ? [{ key: 'amount', label: 'Amount', children: formatINR(paidClaim.amount) }] : []),
              { key: 'since', label: 'Told us', children: formatIstMoment(paidClaim.at) },
            ]}
          />
          <Typography.Text type="secondary">Reminders wait until you check the payment and clear this.</Typography.Text>
          <Guarded capability="collect">
            <Button onClick={() => void onClear()} loading={clearing.isLoading} disabled={clearing.isLoading}>
              Checked: clear
            </Button>
          </Guarded>
        </Flex>
      ) : null}
      {optedOutChannels.length > 0 ? (
        <Flex vertical gap="small" role="group" aria-label="Opted out">
          <Typography.Text>Opted out of: {optedOutChannels.map((channel) => CHANNEL_NAMES[channel]).join(', ')}</Typography.Text>
          <Guarded capability="collect">
            <Button onClick={() => void onOptBackIn()} loading={setting.isLoading} disabled={setting.isLoading}>
              Opt back in to all
            </Button>
          </Guarded>
        </Flex>
      ) : null}
    </Flex>
  );
}
