import { createHash } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { count } from 'drizzle-orm';
import { Hono } from 'hono';
import { workflowExecutions } from '../db/schema/workflow-executions';
import { fixtures } from '../../test/fixtures';
import { TEST_ORIGIN, createTestApp, type TestApp } from '../../test/test-app';
import { clientAddress, publicBaseUrl, requestOrigin } from './request-origin';
import { transportLayer } from './transport';
import { transportSettings } from './transport-settings';
import { holdIdleConnections } from '../lib/http-server';

const EMBEDDER = 'https://shop.example.in';
/** A cheap state-changing route every role check lets the admin through (no run, no Tally server: 200). */
const PROBE = '/api/tally/test-connection';

let t: TestApp;
beforeAll(async () => {
  // A Tally address that answers nothing: Force Sync starts its run (which then fails) instead of a 503.
  t = await createTestApp({ app: { embedAllowedOrigins: [EMBEDDER] }, tallyUrl: 'http://127.0.0.1:9', sandboxPayments: true });
});
afterAll(() => t.stop());

const executions = async () => (await t.deps.db.select({ n: count() }).from(workflowExecutions))[0]!.n;
const bodyOf = async (response: Response) => ({ status: response.status, body: await response.json() });

describe('state-changing requests from other sites', () => {
  it('refuses a signed-in POST from another origin with 403 cross_site_request and starts nothing', async () => {
    const before = await executions();
    const response = await t.call('POST', '/api/workflows/bulk-sms', {}, { origin: 'https://evil.example' });
    expect(await bodyOf(response)).toEqual({
      status: 403,
      body: { error: 'cross_site_request', message: 'Requests from other sites are refused.' },
    });
    expect(await executions()).toBe(before);
  });

  it("refuses the browser's cross-site and same-site fetches without an Origin, and an opaque origin", async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: '', 'sec-fetch-site': 'cross-site' },
      { origin: '', 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      // A host name that merely starts like the portal's is another site.
      { origin: `${TEST_ORIGIN}.evil.example` },
    ]) {
      const response = await t.call('POST', PROBE, {}, headers);
      expect({ headers, status: response.status }).toEqual({ headers, status: 403 });
    }
  });

  it("allows the portal's own origin, PUBLIC_URL's, an embedding origin, the browser's same-origin verdict, and clients that are not browsers", async () => {
    for (const headers of <Record<string, string>[]>[
      {},
      { origin: 'http://duesflow.test' },
      { origin: EMBEDDER },
      // Behind a proxy that rewrites Host, the browser still says the page is the portal's own.
      { origin: 'https://portal.example.in', 'sec-fetch-site': 'same-origin' },
      { origin: '', 'sec-fetch-site': 'same-origin' },
      { origin: '' },
    ]) {
      const response = await t.call('POST', PROBE, {}, headers);
      expect({ headers, status: response.status }).toEqual({ headers, status: 200 });
    }
  });

  it('a forged X-Forwarded-Host does not make another origin the portal’s own without TRUST_PROXY', async () => {
    const response = await t.call(
      'POST',
      PROBE,
      {},
      { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    );
    expect(response.status).toBe(403);
  });

  it('without a session, a cross-site request is told it needs one (401), like any other', async () => {
    const response = await t.callAnonymous('POST', '/api/workflows/bulk-sms', undefined, {
      origin: 'https://evil.example',
      'content-type': '',
    });
    expect(response.status).toBe(401);
  });
});

describe('JSON only', () => {
  const UNSUPPORTED = { error: 'unsupported_media_type', message: 'Send the body as JSON (Content-Type: application/json).' };

  it('refuses a state-changing request whose body does not say JSON with 415, and starts nothing', async () => {
    const before = await executions();
    for (const [contentType, body] of [
      ['', '{}'],
      ['text/plain', '{}'],
      ['text/plain;charset=UTF-8', ''],
      ['application/x-www-form-urlencoded', 'a=1'],
      ['multipart/form-data; boundary=x', '--x--'],
      ['application/jsonp', '{}'],
    ] as const) {
      const response = await t.call('POST', '/api/workflows/bulk-sms', body, { 'content-type': contentType });
      expect({ contentType, ...(await bodyOf(response)) }).toEqual({ contentType, status: 415, body: UNSUPPORTED });
    }
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await t.call(method, '/api/providers/failover-config', '{"x":1}', { 'content-type': '' });
      expect({ method, status: response.status }).toEqual({ method, status: 415 });
    }
    expect(await executions()).toBe(before);
  });

  it('takes a request without a body and without a type as no payload: a route that needs one says which field', async () => {
    const response = await t.call('PUT', '/api/providers/failover-config', undefined, { 'content-type': '' });
    expect(response.status).toBe(400);
  });

  it('takes an empty body with the JSON type as no payload, and JSON with parameters or a +json type', async () => {
    expect((await t.call('POST', PROBE, undefined)).status).toBe(200);
    expect((await t.call('POST', PROBE, '', { 'content-type': 'application/json' })).status).toBe(200);
    expect((await t.call('POST', PROBE, '{}', { 'content-type': 'application/json; charset=utf-8' })).status).toBe(200);
    expect((await t.call('POST', PROBE, '{}', { 'content-type': 'Application/JSON' })).status).toBe(200);
  });

  it('refuses a JSON body that is not UTF-8 with 400 invalid_utf8 instead of storing U+FFFD, and starts nothing', async () => {
    const before = await executions();
    const notUtf8 = Buffer.concat([Buffer.from('{"customerIds":[],"message":"Caf'), Buffer.from([0xe9]), Buffer.from('"}')]);
    const response = await t.app.request('/api/workflows/bulk-sms', {
      method: 'POST',
      body: notUtf8,
      headers: { ...t.sessionHeaders(), 'content-type': 'application/json' },
    });
    expect(await bodyOf(response)).toEqual({
      status: 400,
      body: {
        error: 'invalid_utf8',
        message: 'The request body is not valid UTF-8.',
        issues: [{ path: 'body', message: 'The request body is not valid UTF-8.' }],
      },
    });
    expect(await executions()).toBe(before);
    // Real UTF-8 (Devanagari, an emoji) passes the check untouched.
    const devanagari = await t.call('POST', '/api/workflows/bulk-sms', '{"message":"नमस्ते 🙏"}');
    expect(((await devanagari.json()) as { error?: string }).error).not.toBe('invalid_utf8');
  });

  it('lets the Tally import take a multipart upload, and answer other types itself', async () => {
    const form = new FormData();
    form.append('file', new Blob(['not an export'], { type: 'application/json' }), 'export.json');
    const upload = await t.app.request('/api/tally/import', { method: 'POST', body: form, headers: t.sessionHeaders() });
    expect(upload.status).not.toBe(415);
    const plain = await t.call('POST', '/api/tally/import', 'x', { 'content-type': 'text/plain' });
    expect(plain.status).toBe(415);
  });
});

describe('body limits', () => {
  it('refuses a declared Content-Length over 1 MB with 413 without reading the body', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const response = await t.app.request('/api/workflows/bulk-sms', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { ...t.sessionHeaders(), 'content-type': 'application/json', 'content-length': String(100 * 1024 * 1024) },
    } as RequestInit);
    expect(await bodyOf(response)).toEqual({
      status: 413,
      body: { error: 'payload_too_large', message: 'The request body is larger than 1 MB.' },
    });
    // The stream may have been asked for its first chunk, never for the rest.
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('counts a streamed body and stops reading just past 1 MB', async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(32));
      },
    });
    const before = await executions();
    const response = await t.app.request('/api/workflows/bulk-sms', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { ...t.sessionHeaders(), 'content-type': 'application/json' },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(2 * 1024 * 1024);
    expect(await executions()).toBe(before);
  });

  it('gives the Tally import 10 MB', async () => {
    const big = `{"padding":"${' '.repeat(2 * 1024 * 1024)}"}`;
    const accepted = await t.call('POST', '/api/tally/import', big);
    expect(accepted.status).not.toBe(413);
    const tooBig = await t.call('POST', '/api/tally/import', `{"padding":"${' '.repeat(10 * 1024 * 1024)}"}`);
    expect(await bodyOf(tooBig)).toEqual({
      status: 413,
      body: { error: 'payload_too_large', message: 'The request body is larger than 10 MB.' },
    });
  });
});

/** Starts `t` on a port, for what only a real socket shows. */
async function listen(
  fetch: (request: Request, env: unknown) => Response | Promise<Response>,
): Promise<{ server: ServerType; port: number }> {
  const server = holdIdleConnections(serve({ fetch, port: 0, hostname: '127.0.0.1' }));
  if (!server.listening) await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return { server, port: (server.address() as AddressInfo).port };
}
const close = (server: ServerType) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('a large body over a real connection', () => {
  let server: ServerType;
  let port: number;
  beforeAll(async () => ({ server, port } = await listen(t.app.fetch)));
  afterAll(() => close(server));

  /** Sends `written` bytes of a request and waits for the answer without sending the rest. */
  function answerBeforeTheRest(headers: Record<string, string>, written: number): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/workflows/bulk-sms', headers });
      request.on('response', (response: IncomingMessage) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode!, body });
          request.destroy();
        });
      });
      request.on('error', reject);
      const chunk = Buffer.alloc(64 * 1024, 32);
      for (let sent = 0; sent < written; sent += chunk.length) request.write(chunk);
      // Never ended: the answer must come while the client is still "sending".
    });
  }

  it('answers a 100 MB declared body with 413 while it is still being sent', async () => {
    const answer = await answerBeforeTheRest(
      {
        ...t.sessionHeaders('admin', `http://127.0.0.1:${port}`),
        'content-type': 'application/json',
        'content-length': String(100 * 1024 * 1024),
      },
      64 * 1024,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'payload_too_large' });
  });

  it('answers a chunked body with 413 once it passes 1 MB, before it ends', async () => {
    const answer = await answerBeforeTheRest(
      { ...t.sessionHeaders('admin', `http://127.0.0.1:${port}`), 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      2 * 1024 * 1024,
    );
    expect(answer.status).toBe(413);
  });
});

describe("the spec's calls without a payload, over a real connection", () => {
  let server: ServerType;
  let origin: string;
  beforeAll(async () => {
    const listening = await listen(t.app.fetch);
    server = listening.server;
    origin = `http://127.0.0.1:${listening.port}`;
  });
  afterAll(() => close(server));

  /** What a client written from the spec sends: no body, so no Content-Type (Node's fetch adds Content-Length: 0 to a POST). */
  const bare = (method: string, path: string, headers: Record<string, string> = t.sessionHeaders('admin', origin)) =>
    fetch(`${origin}${path}`, { method, headers });

  it('refresh, force sync, execute follow-ups and delete a provider all succeed without a Content-Type', async () => {
    const providers = (await (await t.call('GET', '/api/providers')).json()) as { id: string }[];
    for (const [method, path] of [
      ['POST', '/api/dashboard/refresh'],
      ['POST', '/api/tally/force-sync'],
      ['POST', '/api/payment-tracking/execute-followups'],
      ['DELETE', `/api/providers/${providers.at(-1)!.id}`],
    ] as const) {
      const response = await bare(method, path);
      expect({ method, path, succeeded: response.ok, body: response.ok ? null : `${response.status} ${await response.text()}` }).toEqual({
        method,
        path,
        succeeded: true,
        body: null,
      });
    }
  });

  it('still refuses them from another site', async () => {
    const response = await bare('POST', '/api/dashboard/refresh', t.sessionHeaders('admin', 'https://evil.example'));
    expect(response.status).toBe(403);
  });

  it('still answers 415 to a body that does not say JSON', async () => {
    const response = await fetch(`${origin}/api/dashboard/refresh`, {
      method: 'POST',
      headers: { ...t.sessionHeaders('admin', origin), 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(response.status).toBe(415);
  });
});

/** Headers about how a browser treats a document: on pages and files, not on JSON. */
const DOCUMENT_ONLY_HEADERS = [
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

describe('security headers', () => {
  it('are on every answer: JSON, errors and refusals', async () => {
    for (const response of [
      await t.call('GET', '/api/health'),
      await t.callAnonymous('GET', '/api/customers/airtable'),
      await t.call('POST', '/api/workflows/bulk-sms', {}, { origin: 'https://evil.example' }),
      await t.call('GET', '/api/no-such-route'),
    ]) {
      const headers = Object.fromEntries(response.headers);
      expect(headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
      });
      // A JSON answer loads nothing: the strictest policy, framing as for the pages.
      expect(headers['content-type']).toMatch(/^application\/json/);
      expect(headers['content-security-policy']).toBe(`default-src 'none'; frame-ancestors 'self' ${EMBEDDER}`);
      // The headers that only concern a document are left off JSON (docs/security.md).
      for (const name of DOCUMENT_ONLY_HEADERS) expect([name, headers[name]]).toEqual([name, undefined]);
      // frame-ancestors names the embedding origin; X-Frame-Options could not.
      expect(headers['x-frame-options']).toBeUndefined();
      // Plain http: no HSTS.
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  it("gives a page the page policy and the document's headers too", async () => {
    const response = await t.call('GET', '/api/docs');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain(`frame-ancestors 'self' ${EMBEDDER}`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(Object.fromEntries(DOCUMENT_ONLY_HEADERS.map((name) => [name, response.headers.get(name)]))).toEqual({
      'origin-agent-cluster': '?1',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends HSTS only over https', async () => {
    const proxied = await createTestApp({ app: { trustProxy: true, embedAllowedOrigins: [] } });
    try {
      const https = await proxied.call('GET', '/api/health', undefined, { 'x-forwarded-proto': 'https' });
      expect(https.headers.get('strict-transport-security')).toBe('max-age=15552000');
      expect(https.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(https.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'$/);
      const http = await proxied.call('GET', '/api/health', undefined, { 'x-forwarded-proto': 'http' });
      expect(http.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await proxied.stop();
    }
  });

  it("allows the pay page's and the API docs' inline scripts by hash, and no other", async () => {
    const make = fixtures(t.deps.db);
    const customer = await make.customer({ name: 'Hash Check Traders' });
    await make.invoice(customer.id, 50_000, -5);
    const started = await t.call('POST', '/api/workflows/payment-link', { customerId: customer.id, amount: 100 });
    expect(started.status).toBe(202);
    const { paymentLink, executionId } = (await started.json()) as { paymentLink: string; executionId: string };
    // Pay (and its script) is offered once the run has placed the link on a gateway.
    await t.settled(executionId);
    for (const path of [new URL(paymentLink).pathname, '/api/docs']) {
      const page = await t.call('GET', path);
      expect(page.status).toBe(200);
      const html = await page.text();
      const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
      expect(scripts.length).toBeGreaterThan(0);
      const csp = page.headers.get('content-security-policy')!;
      const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '))!;
      for (const script of scripts) {
        const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
        expect(scriptSrc).toContain(hash);
      }
    }
  });
});

describe('TRUST_PROXY', () => {
  const originAndAddress = (trustProxy: boolean) => {
    const app = new Hono();
    app.use(transportLayer(transportSettings({ trustProxy })));
    app.get('/', (c) =>
      c.json({
        origin: requestOrigin(c),
        address: clientAddress(c),
        link: publicBaseUrl(c, undefined),
        forwarded: c.req.header('x-forwarded-host') ?? null,
      }),
    );
    return app;
  };
  const get = (port: number, headers: Record<string, string>) =>
    fetch(`http://127.0.0.1:${port}/`, { headers }).then((response) => response.json() as Promise<Record<string, string | null>>);
  const FORGED = { 'x-forwarded-for': '203.0.113.9, 198.51.100.7', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

  it('off (the default): the socket and the Host header, and X-Forwarded-* removed from the request', async () => {
    const { server, port } = await listen(originAndAddress(false).fetch);
    try {
      expect(await get(port, FORGED)).toEqual({
        origin: `http://127.0.0.1:${port}`,
        address: expect.stringMatching(/^(::ffff:)?127\.0\.0\.1$/),
        link: `http://127.0.0.1:${port}`,
        forwarded: null,
      });
    } finally {
      await close(server);
    }
  });

  it('on: what the proxy appended last', async () => {
    const { server, port } = await listen(originAndAddress(true).fetch);
    try {
      expect(await get(port, FORGED)).toEqual({
        origin: 'https://evil.example',
        address: '198.51.100.7',
        link: 'https://evil.example',
        forwarded: 'evil.example',
      });
      // A Host header that is not a host name is not used.
      expect((await get(port, { 'x-forwarded-host': 'a b/c' })).origin).toBe(`http://127.0.0.1:${port}`);
    } finally {
      await close(server);
    }
  });

  it('without PUBLIC_URL, a forged X-Forwarded-Host does not change a payment link', async () => {
    const bare = await createTestApp({ publicUrl: undefined, app: { embedAllowedOrigins: [] } });
    try {
      const make = fixtures(bare.deps.db);
      const customer = await make.customer({ name: 'Forwarded Host Stores' });
      await make.invoice(customer.id, 80_000, -3);
      const { server, port } = await listen(bare.app.fetch);
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = httpRequest({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/workflows/payment-link',
          headers: {
            ...bare.sessionHeaders('admin', 'http://portal.example.in'),
            host: 'portal.example.in',
            'content-type': 'application/json',
            'x-forwarded-host': 'evil.example',
            'x-forwarded-proto': 'https',
          },
        });
        request.on('response', (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode!, body }));
        });
        request.on('error', reject);
        request.end(JSON.stringify({ customerId: customer.id, amount: 200 }));
      });
      await close(server);
      expect(answer.status).toBe(202);
      const { paymentLink } = JSON.parse(answer.body) as { paymentLink: string };
      expect(paymentLink).toMatch(/^http:\/\/portal\.example\.in\/api\/pay\/[\w-]+$/);
    } finally {
      await bare.stop();
    }
  });
});
