import { useState } from 'react';
import { Button } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { Guarded } from '@duesflow/remote-kit/session';
import { ImportCustomersDialog } from './ImportCustomersDialog';

/** The Customers toolbar's "Import": customers from a CSV or Excel file (docs/customer-import.md). */
export function ImportCustomersButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Guarded capability="collect">
        <Button icon={<UploadOutlined aria-hidden />} onClick={() => setOpen(true)}>
          Import
        </Button>
      </Guarded>
      {open ? <ImportCustomersDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
