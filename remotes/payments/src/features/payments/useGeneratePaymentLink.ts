import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { TGeneratePaymentLinkRequest, TWorkflowExecution } from '@duesflow/shared-contracts/workflows';
import { isApiCallError, type TApiCallError } from '@duesflow/remote-kit/httpBaseQuery';
import { LINKS_TAG, paymentLinksApi, useGeneratePaymentLinkMutation } from './api';

/** How often, and for how long at most, the form looks for its run's outcome. */
export const RUN_POLL_MS = 500;
export const RUN_WAIT_MS = 60_000;

export type TGenerateOutcome = { ok: true; paymentLink: string; summary: string | null } | { ok: false; error: TApiCallError | undefined };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Generate Payment Link: the API answers 202 with the run that makes the link; the link exists once the
 * run has finished, so the form reads the run (newest runs, by id) until it is no longer running.
 */
export function useGeneratePaymentLink() {
  const [start] = useGeneratePaymentLinkMutation();
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const [pending, setPending] = useState(false);

  const finishedRun = useCallback(
    async (executionId: string): Promise<TWorkflowExecution | undefined> => {
      const deadline = Date.now() + RUN_WAIT_MS;
      while (Date.now() < deadline) {
        const request = dispatch(paymentLinksApi.endpoints.getRecentExecutions.initiate(undefined, { forceRefetch: true }));
        try {
          const runs = await request.unwrap();
          const run = runs.find((candidate) => candidate.id === executionId);
          if (run && run.status !== 'running') return run;
        } catch {
          // A failed read is retried until the deadline, like a run still running.
        } finally {
          request.unsubscribe();
        }
        await sleep(RUN_POLL_MS);
      }
      return undefined;
    },
    [dispatch],
  );

  const generate = useCallback(
    async (request: TGeneratePaymentLinkRequest): Promise<TGenerateOutcome> => {
      setPending(true);
      try {
        const started = await start(request).unwrap();
        const run = await finishedRun(started.executionId);
        dispatch(paymentLinksApi.util.invalidateTags([LINKS_TAG]));
        if (run?.status === 'success' && run.paymentLink) return { ok: true, paymentLink: run.paymentLink, summary: run.summary };
        return { ok: false, error: undefined };
      } catch (error) {
        return { ok: false, error: isApiCallError(error) ? error : undefined };
      } finally {
        setPending(false);
      }
    },
    [start, finishedRun, dispatch],
  );

  return { generate, pending };
}
