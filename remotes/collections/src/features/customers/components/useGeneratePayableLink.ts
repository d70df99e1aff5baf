import { useCallback, useState } from 'react';
import type { TPaymentLinkRequest } from '@duesflow/shared-contracts/workflows';
import { isApiCallError } from '@duesflow/remote-kit/httpBaseQuery';
import { useCreatePaymentLinkMutation, useLazyGetPaymentLinkReadinessQuery } from '../api';

/** How often, and for how long at most, the button asks whether the new link can be paid yet. */
export const LINK_POLL_MS = 500;
export const LINK_WAIT_MS = 60_000;

export type TPayableLinkOutcome = { ok: true; paymentLink: string } | { ok: false; reason: string | null };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks the API for a customer's payment link and answers only once every part of it can be paid (routed
 * and placed on a gateway): the link is never announced or copied before that (docs/payments-ui.md). A
 * refusal (no gateway can take the amount) or a run that failed answers with the API's reason.
 */
export function useGeneratePayableLink() {
  const [create] = useCreatePaymentLinkMutation();
  const [readLink] = useLazyGetPaymentLinkReadinessQuery();
  const [pending, setPending] = useState(false);

  const generate = useCallback(
    async (request: TPaymentLinkRequest): Promise<TPayableLinkOutcome> => {
      setPending(true);
      try {
        const started = await create(request).unwrap();
        const deadline = Date.now() + LINK_WAIT_MS;
        while (Date.now() < deadline) {
          try {
            const answer = await readLink(started.linkId, false).unwrap();
            if (answer.readiness === 'payable') return { ok: true, paymentLink: started.paymentLink };
            if (answer.readiness === 'failed') return { ok: false, reason: answer.reason };
          } catch {
            // A failed read is asked again until the deadline, like a link still being placed.
          }
          await sleep(LINK_POLL_MS);
        }
        return { ok: false, reason: null };
      } catch (error) {
        return { ok: false, reason: isApiCallError(error) && error.code === 'no_gateway' ? (error.reason ?? null) : null };
      } finally {
        setPending(false);
      }
    },
    [create, readLink],
  );

  return { generate, pending };
}
