/** What a stubbed endpoint answers. */
export interface TStubReply {
  status?: number;
  statusText?: string;
  body?: unknown;
}

type THandler = TStubReply | ((call: TRecordedCall) => TStubReply | Promise<TStubReply>);

export interface TRecordedCall {
  method: string;
  path: string;
  headers: Headers;
  /** The query string's parameters (the route key matches on the path alone). */
  query: URLSearchParams;
  /** Parsed JSON body, or undefined when the request had none (or was multipart). */
  body: unknown;
  /** The fields of a multipart/form-data request (an upload). */
  form?: FormData;
  credentials: RequestCredentials;
}

/**
 * Replace `fetch` with a table of `'METHOD /path'` → reply (or a function making one). Unlisted
 * calls answer 404 so a forgotten stub shows up as a failure, not a hang.
 */
export function stubFetch(routes: Record<string, THandler>) {
  const calls: TRecordedCall[] = [];
  const fetchMock = jest.fn(async (input: Request) => {
    const multipart = (input.headers.get('content-type') ?? '').startsWith('multipart/form-data');
    const form = multipart ? await input.formData() : undefined;
    const text = multipart ? '' : await input.text();
    const call: TRecordedCall = {
      method: input.method,
      path: new URL(input.url).pathname,
      headers: input.headers,
      body: text ? JSON.parse(text) : undefined,
      query: new URL(input.url).searchParams,
      form,
      credentials: input.credentials,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    if (!handler) return new Response('Not stubbed', { status: 404, statusText: 'Not Found' });
    const reply = typeof handler === 'function' ? await handler(call) : handler;
    const status = reply.status ?? 200;
    const body = reply.body === undefined ? null : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return new Response(body, { status, statusText: reply.statusText, headers: { 'content-type': 'application/json' } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    calls,
    /** The calls made to one endpoint, e.g. callsTo('POST /api/providers'). */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/** A reply the test releases when it wants, to observe pending states. */
export function deferred() {
  let release!: (reply: TStubReply) => void;
  const reply = new Promise<TStubReply>((resolve) => {
    release = resolve;
  });
  return { reply, release };
}
