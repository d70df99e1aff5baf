import { useRef } from 'react';
import { Button } from 'antd';
import { ThunderboltOutlined } from '@ant-design/icons';
import { useExecuteFollowUpsMutation } from '../api';
import { useToast } from '@duesflow/remote-kit/toast';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { executedText } from '../followUpText';
import { Guarded } from '@duesflow/remote-kit/session';

/** Runs the recommended follow-up for every customer on the lists, in one workflow. */
export function ExecuteAllButton() {
  const [executeFollowUps, { isLoading }] = useExecuteFollowUpsMutation();
  const toast = useToast();
  // A second press before the button re-renders as disabled (a double click) must not send again.
  const pending = useRef(false);

  const onClick = async () => {
    if (pending.current) return;
    pending.current = true;
    try {
      toast.success('Follow-ups Executed', executedText(await executeFollowUps().unwrap()));
    } catch (error) {
      // The spec does not show this case; the title mirrors the per-customer 'Follow-up Failed'.
      toast.error('Follow-ups Failed', errorMessage(error));
    } finally {
      pending.current = false;
    }
  };

  return (
    <Guarded capability="collect">
      <Button type="primary" icon={<ThunderboltOutlined aria-hidden />} onClick={onClick} disabled={isLoading} loading={isLoading}>
        Execute All Follow-ups
      </Button>
    </Guarded>
  );
}
