import { useState } from 'react';
import { Button, Modal } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { FollowUpRulesForm } from './FollowUpRulesForm';

/**
 * Opens the follow-up rules (the urgent amount threshold). The form mounts only while the dialog is
 * open, so the screen loads the settings when staff ask for them, fresh each time.
 */
export function FollowUpRulesButton() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button icon={<SettingOutlined aria-hidden />} onClick={() => setOpen(true)}>
        Follow-up rules
      </Button>
      <Modal title="Follow-up rules" open={open} onCancel={close} footer={null} destroyOnHidden>
        <FollowUpRulesForm onDone={close} />
      </Modal>
    </>
  );
}
