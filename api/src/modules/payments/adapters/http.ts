import { redactVendorText } from '../../../core/secrets/redact';
import { GatewayApiError } from './payment-gateway-adapter';

/** Every call to a gateway's API gives up after this long (a timeout is a failed call; the next gateway is tried). */
export const GATEWAY_CALL_TIMEOUT_MS = 10_000;

export interface GatewayResponse {
  status: number;
  body: unknown;
}

/** A JSON call to a gateway's API with a timeout; network errors and timeouts become GatewayApiError. */
export async function callGateway(url: string, init: RequestInit & { timeoutMs?: number }): Promise<GatewayResponse> {
  const timeout = AbortSignal.timeout(init.timeoutMs ?? GATEWAY_CALL_TIMEOUT_MS);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal });
  } catch (error) {
    const reason = signal.aborted
      ? 'timed out'
      : error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : String(error);
    throw new GatewayApiError(`could not be reached: ${reason}`);
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body };
}

/** The most of a gateway's own error text kept with a failure. */
const GATEWAY_REASON_MAX = 200;

/**
 * The error a gateway put in its answer, for a log line, a routing reason or a gateway's lastError: only
 * its error fields (`error.description`, `message`), never the rest of the body, which may echo the request
 * and its headers; a body that is not JSON is left out. Redacted (echoed credential headers, bearer values,
 * every secret this process opened) before it is cut.
 */
export function describeRefusal(name: string, response: GatewayResponse): string {
  const body = response.body as { error?: { description?: unknown; message?: unknown } | unknown; message?: unknown } | string | null;
  const error =
    typeof body === 'object' && body !== null ? (body.error as { description?: unknown; message?: unknown } | undefined) : undefined;
  const candidates = typeof body === 'object' && body !== null ? [error?.description, error?.message, body.message, body.error] : [];
  const detail = candidates.find((value): value is string => typeof value === 'string' && value.trim() !== '') ?? '';
  const reason = detail ? redactVendorText(detail, { max: GATEWAY_REASON_MAX }) : '';
  return `${name} answered ${response.status}${reason ? `: ${reason}` : ''}`;
}

export const trimBase = (url: string) => url.replace(/\/+$/, '');
