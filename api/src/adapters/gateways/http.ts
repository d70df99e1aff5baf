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
    const reason = signal.aborted ? 'timed out' : error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
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

/** The error text a gateway put in its answer, shortened for a log line or a routing reason. */
export function describeRefusal(name: string, response: GatewayResponse): string {
  const body = response.body as { error?: { description?: string }; message?: string } | string | null;
  const detail = typeof body === 'string' ? body : (body?.error?.description ?? body?.message ?? '');
  return `${name} answered ${response.status}${detail ? `: ${String(detail).slice(0, 200)}` : ''}`;
}

export const trimBase = (url: string) => url.replace(/\/+$/, '');
