import type { FormInstance } from 'antd';
import { useToast } from '@duesflow/remote-kit/toast';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';

/**
 * Runs one store switch and tells staff how it went: 'Switched to {store}',
 * or the destructive 'Switch Failed' with the reason. After a switch the secret fields are emptied,
 * so a key or password never lingers on screen.
 */
export function useSwitchStore<TValues>(
  form: FormInstance<TValues>,
  storeLabel: string,
  secretFields: (keyof TValues & string)[],
  send: (values: TValues) => { unwrap: () => Promise<unknown> },
) {
  const toast = useToast();
  return async (values: TValues) => {
    try {
      await send(values).unwrap();
      // The API's message repeats the title in other words; the text says what changed for staff.
      toast.success(`Switched to ${storeLabel}`, `Customers are now read from ${storeLabel}.`);
      form.resetFields(secretFields as never[]);
    } catch (error) {
      toast.error('Switch Failed', errorMessage(error));
    }
  };
}
