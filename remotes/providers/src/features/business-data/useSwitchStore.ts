import type { FormInstance } from 'antd';
import { useToast } from '../../app/useToast';
import { errorText } from '../../app/httpBaseQuery';
import type { TBusinessDataSwitchResponse } from './api';

/**
 * Runs one store switch and tells staff how it went: 'Switched to {store}' with the API's message,
 * or the destructive 'Switch Failed' with the reason. After a switch the secret fields are emptied,
 * so a key or password never lingers on screen.
 */
export function useSwitchStore<TValues>(
  form: FormInstance<TValues>,
  storeLabel: string,
  secretFields: (keyof TValues & string)[],
  send: (values: TValues) => { unwrap: () => Promise<TBusinessDataSwitchResponse> },
) {
  const toast = useToast();
  return async (values: TValues) => {
    try {
      const result = await send(values).unwrap();
      toast.success(`Switched to ${storeLabel}`, result.message);
      form.resetFields(secretFields as never[]);
    } catch (error) {
      toast.error('Switch Failed', errorText(error));
    }
  };
}
