import type { Context } from 'hono';
import {
  GATE_REASONS,
  skipReasonText,
  type TRunWaiting,
  type TSendPreview,
  type TSkipReason,
} from '@duesflow/shared-contracts/send-guards';
import type { TWorkflowType } from '@duesflow/shared-contracts/workflows';
import { TYPED_MESSAGE_PLACEHOLDERS } from '@duesflow/shared-contracts/message-templates';
import type { AppBindings } from '../../core/app-deps';
import { ApiError } from '../../core/lib/api-error';
import type { DryRun } from '../../core/jobs/runs';
import { unfilledPlaceholders } from './message-checks';

/** A one-customer press the gate refuses outright: the answer names the rule instead of starting a run. */
const REFUSED_AT_START = new Set<TSkipReason>([...GATE_REASONS, 'nothing_due']);

/** The dry run of a start's request (the same gate as the run; nothing written). */
export async function previewOf(c: Context<AppBindings>, type: TWorkflowType, input: Record<string, unknown>): Promise<TSendPreview> {
  return (await dryRunOf(c, type, input)).preview;
}

/** The same dry run with its plan, which a start of this same `input` hands to its run (`StartRequest.planned`). */
export async function dryRunOf(c: Context<AppBindings>, type: TWorkflowType, input: Record<string, unknown>): Promise<DryRun> {
  const dryRun = await c.var.deps.engine.dryRun(type, input);
  if (!dryRun) throw new Error(`${type} sends nothing to preview`);
  return dryRun;
}

/**
 * Asks the gate about one customer's send before starting it: a refusal for their state answers 409 with
 * its reason ("Not sent to Asha Traders: open dispute"); a send held for its channel's hours answers when
 * it goes, so the toast can say so. The run decides again when it is planned.
 */
export async function gateOneCustomer(
  c: Context<AppBindings>,
  type: TWorkflowType,
  input: Record<string, unknown>,
  customerName: string,
): Promise<TRunWaiting | null> {
  const preview = await previewOf(c, type, input);
  const [skip] = preview.skipped.recipients;
  if (skip && REFUSED_AT_START.has(skip.reason)) {
    const why = skipReasonText(skip.reason, preview.skipped.cooldownHours) + (skip.detail ? ` (${skip.detail})` : '');
    throw new ApiError(409, skip.reason, `Not sent to ${customerName}: ${why}`);
  }
  return preview.waiting.total > 0 ? preview.waiting : null;
}

/**
 * A typed bulk message carrying a placeholder nothing fills is refused before anything is stored or sent,
 * naming it. `{amount}`, `{date}` and `{link}` are filled for each recipient who is a known customer (the
 * gate refuses the others' messages, each naming the placeholder).
 */
export function refusePlaceholders(message: string, field = 'message'): void {
  const fillable = new Set<string>(TYPED_MESSAGE_PLACEHOLDERS.map((name) => `{${name}}`));
  const found = unfilledPlaceholders(message).filter((placeholder) => !fillable.has(placeholder));
  if (found.length === 0) return;
  const text = `The message still has ${found.length === 1 ? 'a placeholder' : 'placeholders'} to fill in: ${found.join(', ')}`;
  throw new PlaceholderRefused(field, text);
}

/** 400 like a contract failure, naming the field (the error middleware renders ApiError as its body). */
class PlaceholderRefused extends ApiError {
  constructor(
    readonly field: string,
    text: string,
  ) {
    super(400, 'validation_error', `Invalid request: ${field}: ${text}`);
  }

  override toBody() {
    return { ...super.toBody(), issues: [{ path: this.field, message: this.message.replace(`Invalid request: ${this.field}: `, '') }] };
  }
}
