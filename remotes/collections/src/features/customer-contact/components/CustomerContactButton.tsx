import { useState } from 'react';
import { Button } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { CustomerContactDrawer } from './CustomerContactDrawer';

/**
 * Opens the customer's reminder settings. Every role may look; the switch and forms inside are
 * guarded by `collect`.
 */
export function CustomerContactButton({ customer }: { customer: TCustomer }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" icon={<BellOutlined aria-hidden />} aria-label={`Reminders for ${customer.name}`} onClick={() => setOpen(true)}>
        Reminders
      </Button>
      <CustomerContactDrawer customer={customer} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
