import { useRef } from 'react';
import { Button } from 'antd';
import { ThunderboltOutlined } from '@ant-design/icons';
import { useExecuteFollowUpsMutation, usePreviewExecuteFollowUpsMutation } from '../api';
import { useToast } from '@duesflow/remote-kit/toast';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { useConfirmedSend } from '@duesflow/remote-kit/sendGate';
import { executedText } from '../followUpText';
import { Guarded } from '@duesflow/remote-kit/session';

/**
 * Runs the recommended follow-up for every customer on the lists, in one workflow, after asking with the
 * send gate's dry run (how many now, waiting, skipped and why, the cost).
 */
export function ExecuteAllButton() {
  const [executeFollowUps, { isLoading }] = useExecuteFollowUpsMutation();
  const [preview] = usePreviewExecuteFollowUpsMutation();
  const { confirmSend, previewing, holder } = useConfirmedSend();
  const toast = useToast();
  // A second press before the button re-renders as disabled (a double click) must not ask or send again.
  const pending = useRef(false);

  const execute = async () => {
    try {
      toast.success('Follow-ups Executed', executedText(await executeFollowUps().unwrap()));
    } catch (error) {
      // The spec does not show this case; the title mirrors the per-customer 'Follow-up Failed'.
      toast.error('Follow-ups Failed', errorMessage(error));
    }
  };

  const onClick = async () => {
    if (pending.current) return;
    pending.current = true;
    try {
      await confirmSend({
        title: (dryRun) =>
          dryRun ? `Follow up ${dryRun.total} customer${dryRun.total === 1 ? '' : 's'}?` : 'Follow up every customer on the lists?',
        what: 'Each gets their recommended follow-up: a call, a WhatsApp message or an SMS.',
        units: 'messages',
        okText: 'Execute',
        loadPreview: () => preview().unwrap(),
        send: execute,
      });
    } finally {
      pending.current = false;
    }
  };

  const busy = isLoading || previewing;
  return (
    <>
      <Guarded capability="collect">
        <Button type="primary" icon={<ThunderboltOutlined aria-hidden />} onClick={onClick} disabled={busy} loading={busy}>
          Execute All Follow-ups
        </Button>
      </Guarded>
      {holder}
    </>
  );
}
