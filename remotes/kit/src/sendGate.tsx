import { Suspense, lazy, useCallback, useRef, useState, type ReactNode } from 'react';
import { Alert, Flex, Typography } from 'antd';
import { formatIstTime, formatSendCost } from '@duesflow/shared-contracts/format';
// The words without the schemas, and the error readers without RTK Query: the Dashboard draws its runs and
// quick actions with this module on the first page (docs/performance.md).
import { skipReasonText, waitingText, type TRunOutcome, type TSkipReason } from '@duesflow/shared-contracts/send-gate-text';
import type { TRunSkips, TRunWaiting, TSendPreview } from '@duesflow/shared-contracts/send-guards';
import { errorMessage, isApiCallError } from './apiCallError';
import type { TConfirmModal } from './SendConfirmHolder';

const SendConfirmHolder = lazy(() => import('./SendConfirmHolder'));

/*
 * What the send gate decided, as every screen shows it: before a mass send (the dry run, in a
 * confirmation), after it (a run's outcome), and when a send is refused (the API's reason in the toast).
 * One place, so the campaign manager, the bulk screen, the dashboard and Execute All read the same.
 */

/** How many recipients named in a summary; the counts cover all of them. */
const NAMED_SKIPS = 5;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "27 skipped: 20 open dispute, 7 no phone number"; '' when nobody is. */
export function skippedText(skips: TRunSkips | null | undefined): string {
  if (!skips || skips.total === 0) return '';
  const reasons = (Object.entries(skips.byReason) as [TSkipReason, number][])
    .filter(([, count]) => count > 0)
    .map(([reason, count]) => `${count} ${skipReasonText(reason, skips.cooldownHours, skips.cooldownChannels)}`);
  return `${skips.total} skipped${reasons.length ? `: ${reasons.join(', ')}` : ''}`;
}

/** "12 wait for the sending window, 09:00 IST"; '' when nothing waits. */
export function waitingLine(waiting: TRunWaiting | null | undefined, now: Date = new Date()): string {
  if (!waiting || waiting.total === 0) return '';
  return waitingText(waiting, formatIstTime(waiting.until, now) || 'when it opens');
}

/** One named skip: "Asha Traders: promised to pay (29 Nov 2026)". */
function skippedRecipientText(recipient: TRunSkips['recipients'][number], skips: TRunSkips): string {
  const reason = skipReasonText(recipient.reason, skips.cooldownHours, skips.cooldownChannels);
  return `${recipient.customerName ?? recipient.to ?? 'Unknown'}: ${reason}${recipient.detail ? ` (${recipient.detail})` : ''}`;
}

/** True when the dry run would reach nobody, now or later. */
export const reachesNobody = (preview: TSendPreview) => preview.now + preview.waiting.total === 0;

/** The dry run in words: who goes now, who waits and until when, who is skipped and why, the cost. */
export function SendPreviewSummary({ preview, units }: { preview: TSendPreview; units: string }) {
  const waiting = waitingLine(preview.waiting);
  const skipped = skippedText(preview.skipped);
  const named = preview.skipped.recipients.slice(0, NAMED_SKIPS);
  return (
    <Flex vertical gap={4} aria-label="Send preview">
      {reachesNobody(preview) ? (
        <Alert type="warning" showIcon title="Nothing will be sent" description="Every recipient is skipped by the sending rules." />
      ) : null}
      <Typography.Text>{`${preview.now} ${preview.now === 1 ? 'goes' : 'go'} now`}</Typography.Text>
      {waiting ? <Typography.Text>{waiting}</Typography.Text> : null}
      {skipped ? <Typography.Text>{skipped}</Typography.Text> : null}
      {named.length ? (
        <ul aria-label="Skipped recipients" style={{ margin: 0, paddingLeft: 18 }}>
          {named.map((recipient, index) => (
            <li key={`${recipient.customerId ?? recipient.to}-${index}`}>
              <Typography.Text type="secondary">{skippedRecipientText(recipient, preview.skipped)}</Typography.Text>
            </li>
          ))}
        </ul>
      ) : null}
      <Typography.Text strong>
        Cost: {formatSendCost(preview.cost.amount, preview.cost.currency)} ({plural(preview.cost.units, units.replace(/s$/, ''), units)})
      </Typography.Text>
    </Flex>
  );
}

/** A run's outcome as a tag: never the success green for a run that reached nobody. */
export const OUTCOME_TAGS: Record<TRunOutcome, { label: string; color: string }> = {
  completed: { label: 'success', color: 'success' },
  partial: { label: 'partly sent', color: 'orange' },
  nothing_sent: { label: 'nothing sent', color: 'volcano' },
  waiting: { label: 'waiting', color: 'processing' },
  unknown: { label: 'unknown — check', color: 'magenta' },
};

/**
 * The spec's failure text followed by the API's reason ("which recipient, which rule"): its field issues
 * when it named fields (each through `describeIssue`, e.g. "recipients.1" → the number typed), else its
 * message. The bare spec text when the API gave no reason (a network failure).
 */
export function failureText(text: string, error: unknown, describeIssue?: (path: string) => string | undefined): string {
  if (!isApiCallError(error)) return text;
  const issues = error.issues ?? [];
  const reason =
    issues.length > 0
      ? issues.map((issue) => `${describeIssue?.(issue.path) ?? issue.path}: ${issue.message}`).join('; ')
      : (error.reason ?? error.message);
  return withReason(text, reason);
}

/** "Failed to send bulk SMS campaign. <reason>", "Unable to send WhatsApp message: <reason>". */
export function withReason(text: string, reason: string): string {
  return /[.!?]$/.test(text) ? `${text} ${reason}` : `${text}: ${reason}`;
}

export interface TConfirmSendOptions {
  /** The question, with the count from the dry run ("Call 159 overdue customers?"); undefined when it failed. */
  title: (preview: TSendPreview | undefined) => string;
  /** What will be sent. */
  what: ReactNode;
  /** What the cost counts: "SMS parts", "messages", "calls". */
  units: string;
  okText: string;
  loadPreview: () => Promise<TSendPreview>;
  /** Starts the send; reports its own success or failure (the dialog closes when it settles). */
  send: () => Promise<void>;
  /** A failed dry run the caller reports itself (bad input): return true to stop there. */
  onPreviewError?: (error: unknown) => boolean;
}

/** A promise with its resolve, for the confirmation dialog's holder arriving after the first ask. */
function deferredModal() {
  let resolve: (modal: TConfirmModal) => void = () => undefined;
  const promise = new Promise<TConfirmModal>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/**
 * "Ask before contacting many": runs the dry run, then asks with its figures (antd's Modal.useModal, so
 * the dialog takes the page's theme); the send starts only on OK. Render `holder` once in the screen.
 * antd's Modal is fetched with the first ask, while the dry run runs (`SendConfirmHolder`), not with the
 * screen.
 */
export function useConfirmedSend() {
  const [holderWanted, setHolderWanted] = useState(false);
  const [modalReady] = useState(deferredModal);
  // The holder's latest `modal` (a holder drawn again gives a new one); the promise covers the first ask.
  const modalRef = useRef<TConfirmModal | null>(null);
  const onHolderReady = useCallback(
    (modal: TConfirmModal) => {
      modalRef.current = modal;
      modalReady.resolve(modal);
    },
    [modalReady],
  );
  const [previewing, setPreviewing] = useState(false);
  const confirmSend = useCallback(
    async (options: TConfirmSendOptions) => {
      setHolderWanted(true);
      setPreviewing(true);
      let preview: TSendPreview | undefined;
      let previewError: unknown;
      try {
        preview = await options.loadPreview();
      } catch (error) {
        previewError = error ?? new Error('The preview failed');
      } finally {
        setPreviewing(false);
      }
      if (previewError !== undefined && options.onPreviewError?.(previewError)) return;
      const modal = modalRef.current ?? (await modalReady.promise);
      modal.confirm({
        title: options.title(preview),
        width: 520,
        content: (
          <Flex vertical gap={8}>
            <div>{options.what}</div>
            {preview ? (
              <SendPreviewSummary preview={preview} units={options.units} />
            ) : (
              <Alert type="warning" showIcon title="Who will be contacted could not be checked" description={errorMessage(previewError)} />
            )}
          </Flex>
        ),
        okText: options.okText,
        cancelText: 'Cancel',
        onOk: () => options.send(),
      });
    },
    [modalReady],
  );
  const holder = holderWanted ? (
    <Suspense fallback={null}>
      <SendConfirmHolder onReady={onHolderReady} />
    </Suspense>
  ) : null;
  return { confirmSend, previewing, holder };
}
