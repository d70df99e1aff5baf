import type { ReactNode } from 'react';
import { Button } from 'antd';
import type { TSendPreview } from '@duesflow/shared-contracts/send-guards';
import { useToast } from '@duesflow/remote-kit/toast';
import { Guarded } from '@duesflow/remote-kit/session';
import { failureText, useConfirmedSend } from '@duesflow/remote-kit/sendGate';
import { usePreviewQuickActionMutation, type TQuickActionPath } from '../api';

interface TToastText {
  title: string;
  text: string;
}

/** What the confirmation asks: the question with the dry run's count, what each customer gets, its OK button. */
export interface TQuickActionConfirm {
  title: (customers: string) => string;
  what: string;
  units: string;
  okText: string;
}

/** The shape of an RTK Query mutation hook that starts a workflow without a payload. */
type TStartWorkflowHook = () => readonly [() => { unwrap: () => Promise<unknown> }, { isLoading: boolean }];

/** "159 overdue customers" from the dry run; "every overdue customer" when it could not run. */
const customersText = (preview: TSendPreview | undefined) =>
  preview ? `${preview.total} overdue customer${preview.total === 1 ? '' : 's'}` : 'every overdue customer';

/**
 * A quick action over every due customer: asks first, with the send gate's dry run (how many now, how
 * many wait and until when, who is skipped and why, the cost), then starts the workflow and toasts.
 */
export function WorkflowActionButton({
  label,
  icon,
  path,
  useStartWorkflow,
  confirm,
  started,
  failed,
}: {
  label: string;
  icon: ReactNode;
  path: TQuickActionPath;
  useStartWorkflow: TStartWorkflowHook;
  confirm: TQuickActionConfirm;
  started: TToastText;
  failed: TToastText;
}) {
  const [start, { isLoading }] = useStartWorkflow();
  const [preview] = usePreviewQuickActionMutation();
  const { confirmSend, previewing, holder } = useConfirmedSend();
  const toast = useToast();

  const send = async () => {
    try {
      await start().unwrap();
      toast.success(started.title, started.text);
    } catch (error) {
      toast.error(failed.title, failureText(failed.text, error));
    }
  };

  const onClick = () =>
    confirmSend({
      title: (dryRun) => confirm.title(customersText(dryRun)),
      what: confirm.what,
      units: confirm.units,
      okText: confirm.okText,
      loadPreview: () => preview(path).unwrap(),
      send,
    });

  const busy = isLoading || previewing;
  return (
    <>
      <Guarded capability="collect" block>
        <Button block icon={icon} onClick={onClick} disabled={busy} loading={busy}>
          {label}
        </Button>
      </Guarded>
      {holder}
    </>
  );
}
