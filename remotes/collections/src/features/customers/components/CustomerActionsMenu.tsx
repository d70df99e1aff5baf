import { useCallback, useRef, useState, type MouseEvent } from 'react';
import { Button, Popover } from 'antd';
import { EllipsisOutlined } from '@ant-design/icons';
import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { RowFocus } from '../../../components/rowFocus';
import { CustomerActions } from './CustomerActions';

/**
 * A narrow screen's row actions: one "⋯" button opening the row's actions with their words, so the name and the
 * amount keep the row's width. Choosing one closes the menu and puts focus back on "⋯" (and there again after the
 * Reminders drawer closes), never on the page's body.
 */
export function CustomerActionsMenu({ customer }: { customer: TCustomer }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const returnFocus = useCallback(() => trigger.current?.focus(), []);

  const onChoose = (event: MouseEvent) => {
    if (!(event.target as HTMLElement).closest('button:not([disabled])')) return;
    setOpen(false);
    returnFocus();
  };

  return (
    <RowFocus.Provider value={returnFocus}>
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        placement="bottomRight"
        content={
          <div role="group" aria-label={`Actions for ${customer.name}`} onClickCapture={onChoose}>
            <CustomerActions customer={customer} vertical />
          </div>
        }
      >
        <Button
          ref={trigger}
          size="small"
          icon={<EllipsisOutlined aria-hidden />}
          aria-label={`Actions for ${customer.name}`}
          aria-expanded={open}
        />
      </Popover>
    </RowFocus.Provider>
  );
}
