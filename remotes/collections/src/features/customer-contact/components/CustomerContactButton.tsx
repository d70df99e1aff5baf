import { useRef, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { useCompactActions } from '../../../components/compactActions';
import { useRowFocus } from '../../../components/rowFocus';
import { CustomerContactDrawer } from './CustomerContactDrawer';

/**
 * Opens the customer's reminder settings. Every role may look; the switch and forms inside are
 * guarded by `collect`.
 */
export function CustomerContactButton({ customer }: { customer: TCustomer }) {
  const [open, setOpen] = useState(false);
  // In a compact table row: the icon alone, its word on hover.
  const compact = useCompactActions();
  const button = useRef<HTMLButtonElement>(null);
  const rowFocus = useRowFocus();
  // Closed: focus back on the button that opened it (or the row's menu button), not on the page's body.
  const returnFocus = rowFocus ?? (() => button.current?.focus());
  return (
    <>
      {/* Shut while the drawer is open: a hover tooltip opening under the drawer's mask would take the first Escape. */}
      <Tooltip title={compact ? 'Reminders' : undefined} {...(open ? { open: false } : {})}>
        <Button
          ref={button}
          size="small"
          icon={<BellOutlined aria-hidden />}
          aria-label={`Reminders for ${customer.name}`}
          onClick={() => setOpen(true)}
        >
          {compact ? null : 'Reminders'}
        </Button>
      </Tooltip>
      <CustomerContactDrawer customer={customer} open={open} onClose={() => setOpen(false)} afterClose={returnFocus} />
    </>
  );
}
