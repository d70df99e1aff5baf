import { Space } from 'antd';
import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { CallButton } from './CallButton';
import { CompactActions } from '../../../components/compactActions';
import { WhatsappButton } from './WhatsappButton';
import { PaymentLinkButton } from './PaymentLinkButton';
import { CustomerContactButton } from '../../customer-contact/components/CustomerContactButton';

/**
 * The three follow-up actions of a row, each tracking its own pending request, and the customer's
 * reminder settings (Stop reminders, promise to pay, dispute) in a drawer. `oneLine`: a compact table row, icons
 * only; `vertical`: one under another with their words (a narrow screen's menu).
 */
export function CustomerActions({
  customer,
  oneLine = false,
  vertical = false,
}: {
  customer: TCustomer;
  oneLine?: boolean;
  vertical?: boolean;
}) {
  return (
    <CompactActions.Provider value={oneLine}>
      <Space wrap={!oneLine && !vertical} orientation={vertical ? 'vertical' : 'horizontal'} size={oneLine ? 4 : 'small'}>
        <CallButton customer={customer} />
        <WhatsappButton customer={customer} />
        <PaymentLinkButton customer={customer} />
        <CustomerContactButton customer={customer} />
      </Space>
    </CompactActions.Provider>
  );
}
