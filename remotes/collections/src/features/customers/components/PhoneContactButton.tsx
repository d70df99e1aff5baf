import type { ReactNode } from 'react';
import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { useToast } from '@duesflow/remote-kit/toast';
import { useCan } from '@duesflow/remote-kit/session';
import { failureText, waitingLine } from '@duesflow/remote-kit/sendGate';
import { formatIstTime } from '@duesflow/shared-contracts/format';
import type { TSingleSendStarted } from '../api';
import { contactBlockedReason } from './nothingDue';
import { RowActionButton } from './RowActionButton';

/** A toast's title and text. */
type TToastText = [title: string, text: string];

export interface TPhoneContactTexts {
  /** Held by the send gate; `at` is when its window opens ('' when unknown). */
  scheduled: (at: string) => TToastText;
  sent: TToastText;
  /** The failure's title and the text the API's reason is added to. */
  failed: TToastText;
}

/**
 * Calls or messages one customer on their phone number and toasts what happened: held for the sending
 * window, sent, or refused with the API's reason. Blocked for a role that may not collect first, then
 * for a customer who owes nothing or has no phone number.
 */
export function PhoneContactButton({
  customer,
  send,
  sending,
  texts,
  icon,
  ariaLabel,
  children,
}: {
  customer: TCustomer;
  send: (phone: string) => Promise<TSingleSendStarted>;
  sending: boolean;
  texts: TPhoneContactTexts;
  icon: ReactNode;
  ariaLabel: string;
  children: ReactNode;
}) {
  const toast = useToast();
  const phone = customer.phone?.trim();
  // The role comes first: a viewer cannot contact anyone, whatever the customer's state.
  const { reason: denied } = useCan('collect');
  const blocked = denied ?? contactBlockedReason(customer);

  const onClick = async () => {
    if (!phone || blocked) return;
    try {
      const started = await send(phone);
      if (waitingLine(started.waiting)) {
        // Held by the send gate for its window: not sent yet, so not the success toast.
        toast.warning(...texts.scheduled(formatIstTime(started.waiting?.until)));
      } else {
        toast.success(...texts.sent);
      }
    } catch (error) {
      // The API's reason stays: "Not sent to Asha Traders: open dispute".
      const [title, text] = texts.failed;
      toast.error(title, failureText(text, error));
    }
  };

  return (
    <RowActionButton blocked={blocked} loading={sending} icon={icon} ariaLabel={ariaLabel} onClick={() => void onClick()}>
      {children}
    </RowActionButton>
  );
}
