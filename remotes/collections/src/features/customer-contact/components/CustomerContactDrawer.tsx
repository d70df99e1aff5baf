import { Alert, Divider, Drawer, Flex, Skeleton, Typography } from 'antd';
import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { useGetContactPreferencesQuery } from '../api';
import { ContactTags } from './ContactTags';
import { CustomerPageSection } from './CustomerPageSection';
import { DisputeSection } from './DisputeSection';
import { InvoiceDisputesSection } from './InvoiceDisputesSection';
import { FromTheCustomerSection } from './FromTheCustomerSection';
import { PromiseToPaySection } from './PromiseToPaySection';
import { StopRemindersSection } from './StopRemindersSection';
import { todayInIndia } from './formatContactDates';

/** Wide enough for the forms, narrow enough to leave the list in view at 1024 px. */
export const CONTACT_DRAWER_WIDTH = 420;

function ContactPanel({ customer }: { customer: TCustomer }) {
  const { data, isLoading, error } = useGetContactPreferencesQuery(customer.id);
  if (error && !data)
    return <Alert type="error" showIcon title="Unable to load the customer's reminder settings" description={errorMessage(error)} />;
  if (isLoading || !data) return <Skeleton active />;
  const today = todayInIndia();
  return (
    <Flex vertical gap="small">
      <ContactTags preferences={data} today={today} />
      <Typography.Text type="secondary">
        Campaigns and reminder sequences skip this customer while reminders are stopped, a dispute is open or a promised date has not
        passed; each skipped message is recorded with its reason.
      </Typography.Text>
      <Divider style={{ margin: '8px 0' }} />
      <StopRemindersSection customerName={customer.name} preferences={data} />
      <Divider style={{ margin: '8px 0' }} />
      <PromiseToPaySection preferences={data} today={today} />
      <Divider style={{ margin: '8px 0' }} />
      <DisputeSection preferences={data} />
      <Divider style={{ margin: '8px 0' }} />
      <InvoiceDisputesSection customerId={customer.id} />
      <Divider style={{ margin: '8px 0' }} />
      {data.paidClaim || data.optedOutChannels.length > 0 ? (
        <>
          <FromTheCustomerSection preferences={data} />
          <Divider style={{ margin: '8px 0' }} />
        </>
      ) : null}
      <CustomerPageSection customerId={customer.id} />
    </Flex>
  );
}

/**
 * One customer's "Stop reminders", promise to pay, dispute and the links to their own page, opened from
 * the row's Reminders button.
 */
export function CustomerContactDrawer({
  customer,
  open,
  onClose,
  afterClose,
}: {
  customer: TCustomer;
  open: boolean;
  onClose: () => void;
  /** Once it has closed (e.g. to put focus back where it was). */
  afterClose?: () => void;
}) {
  return (
    <Drawer
      title={`Reminders: ${customer.name}`}
      open={open}
      onClose={onClose}
      afterOpenChange={(opened) => (opened ? undefined : afterClose?.())}
      size={CONTACT_DRAWER_WIDTH}
      destroyOnHidden
    >
      {open ? <ContactPanel customer={customer} /> : null}
    </Drawer>
  );
}
