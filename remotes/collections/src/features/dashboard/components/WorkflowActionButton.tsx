import type { ReactNode } from 'react';
import { Button } from 'antd';
import { useToast } from '@duesflow/remote-kit/toast';
import { Guarded } from '@duesflow/remote-kit/session';

interface TToastText {
  title: string;
  text: string;
}

/** The shape of an RTK Query mutation hook that starts a workflow without a payload. */
type TStartWorkflowHook = () => readonly [() => { unwrap: () => Promise<unknown> }, { isLoading: boolean }];

/** A quick action that starts one workflow and reports the outcome as a toast. */
export function WorkflowActionButton({
  label,
  icon,
  useStartWorkflow,
  started,
  failed,
}: {
  label: string;
  icon: ReactNode;
  useStartWorkflow: TStartWorkflowHook;
  started: TToastText;
  failed: TToastText;
}) {
  const [start, { isLoading }] = useStartWorkflow();
  const toast = useToast();

  const onClick = async () => {
    try {
      await start().unwrap();
      toast.success(started.title, started.text);
    } catch {
      toast.error(failed.title, failed.text);
    }
  };

  return (
    <Guarded capability="collect" block>
      <Button block icon={icon} onClick={onClick} disabled={isLoading} loading={isLoading}>
        {label}
      </Button>
    </Guarded>
  );
}
