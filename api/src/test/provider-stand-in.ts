import type {
  ChannelAdapter,
  ChannelAdapters,
  LookupRequest,
  LookupResult,
  SendRequest,
  SendResult,
} from '../modules/messaging/channels/channel-adapter';
import { createSandboxChannel } from '../modules/messaging/channels/sandbox-channel';
import type { TContactChannel } from '../core/db/schema/contact-attempts';

/** Send-queue retries for restart tests: quick, so a hung process's chunk is taken over at once. */
export const QUICK_RETRY = { retryLimit: 3, retryDelay: 0, retryBackoff: false };

/**
 * What a vendor keeps, shared by every process that talks to it (a test's "before" and "after" processes
 * reach the same vendor): each request it took, by the try's key (its client reference) and by number.
 */
export interface VendorRecord {
  /** The answer it gave each key it took. */
  byKey: Map<string, SendResult>;
  /** How many messages each number received. */
  perNumber: Map<string, number>;
}

export function vendorRecord(): VendorRecord {
  return { byKey: new Map(), perNumber: new Map() };
}

/**
 * A provider that, like MSG91, WhatsApp and Exotel, does NOT de-duplicate: a key sent twice reaches the
 * person twice (counted in `receivedTwice`). It keeps a record of what it took, looked up by the try's
 * key (`lookup`), as a vendor with a message lookup does. `hangAfter`: after that many, calls reach the
 * vendor (recorded) but never answer, as if the process died waiting.
 */
export function providerStandIn(
  options: { delayMs?: number; hangAfter?: number; holdFirst?: boolean; record?: VendorRecord; noLookup?: boolean } = {},
) {
  const record = options.record ?? vendorRecord();
  const calls: string[] = [];
  const lookups: string[] = [];
  let hung!: () => void;
  const hanging = new Promise<void>((resolve) => {
    hung = resolve;
  });
  // `holdFirst`: the first call waits (in flight) until `release()`.
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held!: () => void;
  const holding = new Promise<void>((resolve) => {
    held = resolve;
  });
  let taken = 0;

  const take = async (sandbox: ChannelAdapter, request: SendRequest) => {
    const result = await sandbox.send(request);
    record.byKey.set(request.idempotencyKey, result);
    const number = request.to.replace(/\D/g, '').slice(-10);
    record.perNumber.set(number, (record.perNumber.get(number) ?? 0) + 1);
    return result;
  };

  const wrap = (channel: TContactChannel): ChannelAdapter => {
    const sandbox = createSandboxChannel(channel);
    return {
      channel,
      provider: 'sandbox',
      async send(request: SendRequest) {
        calls.push(request.idempotencyKey);
        if (options.holdFirst && calls.length === 1) {
          held();
          await released;
        }
        if (options.hangAfter !== undefined && taken >= options.hangAfter) {
          // The vendor takes it; its answer never arrives: the process dies with this call in flight.
          await take(sandbox, request);
          hung();
          return new Promise<SendResult>(() => {});
        }
        if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
        taken += 1;
        return take(sandbox, request);
      },
      async lookup(request: LookupRequest): Promise<LookupResult> {
        lookups.push(request.idempotencyKey);
        // `noLookup`: a vendor like MSG91, whose records cannot be read by our reference.
        if (options.noLookup) return { state: 'unknown', reason: 'the stand-in keeps no record to look up' };
        const known = record.byKey.get(request.idempotencyKey);
        if (!known) return { state: 'not_reached' };
        return {
          state: 'reached',
          providerMessageId: known.providerMessageId,
          status: known.status === 'throttled' ? 'failed' : known.status,
          ...(known.error ? { error: known.error } : {}),
        };
      },
    };
  };
  const channels: ChannelAdapters = { sms: wrap('sms'), voice: wrap('voice'), whatsapp: wrap('whatsapp'), email: wrap('email') };
  return {
    channels,
    calls,
    lookups,
    record,
    /** Distinct numbers the vendor reached. */
    reached: () => record.perNumber.size,
    /** Numbers the vendor reached more than once. */
    receivedTwice: () => [...record.perNumber].filter(([, count]) => count > 1).map(([number]) => number),
    hanging,
    holding,
    release,
  };
}

/**
 * A vendor stand-in over HTTP, for API processes a test starts and kills (`api-process.ts`): `POST /send`
 * `{to, key}` reaches the number (counted per number: it does not de-duplicate), `GET /lookup?key=` is
 * its record of a key. Every arrival is timed.
 */
export async function startVendorServer(options: { delayMs?: number } = {}) {
  const { createServer } = await import('node:http');
  const byKey = new Map<string, string>();
  const perNumber = new Map<string, number>();
  const arrivals: { at: number; to: string }[] = [];
  let lookups = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://vendor');
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && url.pathname === '/send') {
        const { to, key } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { to: string; key: string };
        const number = to.replace(/\D/g, '').slice(-10);
        const id = `v${byKey.size + 1}`;
        byKey.set(key, id);
        perNumber.set(number, (perNumber.get(number) ?? 0) + 1);
        arrivals.push({ at: Date.now(), to: number });
        // A vendor takes its time to answer (the message already reached the number).
        if (options.delayMs) return void setTimeout(() => res.end(JSON.stringify({ id })), options.delayMs);
        return void res.end(JSON.stringify({ id }));
      }
      if (req.method === 'GET' && url.pathname === '/lookup') {
        lookups += 1;
        const id = byKey.get(url.searchParams.get('key') ?? '');
        return void res.end(JSON.stringify(id ? { found: true, id } : { found: false }));
      }
      res.statusCode = 404;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as import('node:net').AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    perNumber,
    arrivals,
    lookups: () => lookups,
    /** Numbers reached more than once. */
    receivedTwice: () => [...perNumber].filter(([, count]) => count > 1).map(([number]) => number),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Channel adapters that send through `startVendorServer`'s API: what a killed process talks to. */
export function httpVendorChannels(vendorUrl: string): ChannelAdapters {
  const wrap = (channel: TContactChannel): ChannelAdapter => ({
    channel,
    provider: 'vendor',
    async send(request) {
      const response = await fetch(`${vendorUrl}/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: request.to, key: request.idempotencyKey }),
      });
      const { id } = (await response.json()) as { id: string };
      return { providerMessageId: id, status: 'sent' };
    },
    async lookup(request) {
      const response = await fetch(`${vendorUrl}/lookup?key=${encodeURIComponent(request.idempotencyKey)}`);
      const answer = (await response.json()) as { found: boolean; id?: string };
      return answer.found ? { state: 'reached', providerMessageId: answer.id!, status: 'sent' } : { state: 'not_reached' };
    },
  });
  return { sms: wrap('sms'), voice: wrap('voice'), whatsapp: wrap('whatsapp'), email: wrap('email') };
}

/**
 * The chunk expiry of a process a test kills mid-send: far longer than any chunk takes on a loaded
 * machine, so no chunk of it is expired into a retry while it still works normally. (A one-second
 * expiry failed chunks that were merely slow, and each such retry used up one of QUICK_RETRY's three.)
 */
export const KILLED_EXPIRE_SECONDS = 10;
/**
 * How long such a process's stop waits for its running chunk: well past KILLED_EXPIRE_SECONDS. Its last
 * chunk waits for a vendor answer that never comes (the kill); pg-boss gives that chunk up at its expiry
 * and fails it into a retry, as it would a dead process's, and the stop returns then. The stop must not
 * close the database before that: pg-boss would then record the expiry in a closed database, after the
 * test ("PGlite is closed"). Rejecting the hung calls instead would not be a kill: the process would
 * write those tries failed and fail over, where a killed process leaves them in flight for the next one.
 */
export const KILLED_STOP_TIMEOUT_MS = 60_000;
