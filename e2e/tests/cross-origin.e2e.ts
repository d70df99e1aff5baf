import { createServer, type Server } from 'node:http';
import type { TAuditLogPage } from '@duesflow/shared-contracts/audit';
import { newPage, useBrowser } from '../support/browser';
import { usePortal } from '../support/portal';
import { freePort } from '../support/server';

/**
 * A page on another origin that a signed-in member of staff happens to open: it tries to start Bulk SMS
 * on the portal every way a page can — a credentialed JSON fetch, a "simple" no-cors fetch, a beacon
 * and a form post — and writes down what the browser let it see.
 */
const ATTACK_PAGE = (portal: string) => `<!doctype html>
<html><head><meta charset="utf-8"><title>Win a prize</title></head><body>
<iframe name="sink" title="sink"></iframe>
<form id="form" method="POST" action="${portal}/api/workflows/bulk-sms" target="sink" enctype="text/plain">
  <input name='{"x":"' value='"}'>
</form>
<script>
  const target = ${JSON.stringify(`${portal}/api/workflows/bulk-sms`)};
  window.results = {};
  (async () => {
    try {
      const response = await fetch(target, {
        method: 'POST', credentials: 'include', body: '{}', headers: { 'content-type': 'application/json' },
      });
      window.results.jsonFetch = 'answered ' + response.status;
    } catch (error) {
      window.results.jsonFetch = 'failed';
    }
    try {
      await fetch(target, { method: 'POST', mode: 'no-cors', credentials: 'include', body: '{}' });
      window.results.simpleFetch = 'sent';
    } catch (error) {
      window.results.simpleFetch = 'failed';
    }
    window.results.beacon = navigator.sendBeacon(target, '{}') ? 'queued' : 'refused';
    document.getElementById('form').submit();
    window.results.form = 'submitted';
  })();
</script></body></html>`;

/** Another origin than the portal's (same host, another port: the session cookie still goes along). */
async function startAttackerSite(portalUrl: () => string): Promise<{ origin: string; server: Server }> {
  const port = await freePort();
  const server = createServer((request, response) => {
    if (request.url === '/') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(ATTACK_PAGE(portalUrl()));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, server };
}

// A Tally address nobody answers at: Force Sync starts its run (which then fails) instead of a 503.
const portal = usePortal({ env: { TALLY_URL: 'http://127.0.0.1:9' } });
const browser = useBrowser();
let attacker: { origin: string; server: Server };
beforeAll(async () => {
  attacker = await startAttackerSite(() => portal.baseUrl);
});
afterAll(() => new Promise<void>((resolve) => (attacker?.server ? attacker.server.close(() => resolve()) : resolve())));

const executionCount = async () => (await portal.api<{ total: number }>('/api/workflows/executions?page=1&pageSize=1')).total;
const refusals = async () =>
  (await portal.api<TAuditLogPage>('/api/audit-log?action=workflow.bulk-sms&pageSize=200')).items.filter(
    (entry) => entry.status === 403 && entry.detail === 'cross_site_request',
  );

test('a page on another origin cannot start a send with the signed-in staff member’s session', async () => {
  const runsBefore = await executionCount();
  const refusedBefore = (await refusals()).length;
  const { page, context } = await newPage(browser.get(), portal);
  const arrived: { method: string; status: number }[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/workflows/bulk-sms'))
      arrived.push({ method: response.request().method(), status: response.status() });
  });

  await page.goto(`${attacker.origin}/`);
  await page.waitForFunction(() => (window as unknown as { results: Record<string, string> }).results.form === 'submitted');
  const results = await page.evaluate(() => (window as unknown as { results: Record<string, string> }).results);
  // The JSON fetch needs a CORS preflight, which the portal does not grant to this origin. The no-cors
  // fetch is sent, and its answer then withheld from the page (Cross-Origin-Resource-Policy).
  expect(results).toEqual({ jsonFetch: 'failed', simpleFetch: 'failed', beacon: 'queued', form: 'submitted' });

  // The no-cors fetch, the beacon and the form each reach the portal with the session and are refused
  // as cross-site (the audit trail records them): wait for all three.
  let refused = await refusals();
  while (refused.length < refusedBefore + 3) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    refused = await refusals();
  }
  // Newest first: the ones this test caused.
  refused = refused.slice(0, refused.length - refusedBefore);
  expect(refused.every((entry) => entry.userEmail !== null && entry.outcome === 'denied')).toBe(true);
  expect(arrived.filter((answer) => answer.method === 'POST').every((answer) => answer.status === 403)).toBe(true);
  expect(await executionCount()).toBe(runsBefore);
  await context.close();
});

test('the portal’s own pages run under its Content-Security-Policy without a violation', async () => {
  const { page, context, errors } = await newPage(browser.get(), portal);
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const refusedInConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusedInConsole.push(message.text());
  });

  const response = await page.goto(portal.url('/'));
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.getByText('Total Collections', { exact: true }).waitFor();
  await page.getByTestId('connection-status').getByText('Connected').waitFor();
  await page.goto(portal.url('/customers'));
  await page.getByPlaceholder('Search customers by name, email, or phone...').waitFor();

  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  expect(refusedInConsole).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('the portal’s own page can make the spec’s calls without a payload as a plain fetch, with no Content-Type', async () => {
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/'));
  await page.getByText('Total Collections', { exact: true }).waitFor();
  const providers = await portal.api<{ id: string }[]>('/api/providers');
  const calls = [
    ['POST', '/api/dashboard/refresh'],
    ['POST', '/api/tally/force-sync'],
    ['POST', '/api/payment-tracking/execute-followups'],
    ['DELETE', `/api/providers/${providers.at(-1)!.id}`],
  ];
  // What a client written from the spec sends: the method, the session cookie, no body and no type.
  const answers = await page.evaluate(
    (list) =>
      Promise.all(
        list.map(async ([method, path]) => {
          const response = await fetch(path!, { method, credentials: 'same-origin' });
          return `${method} ${path} ${response.ok ? 'ok' : response.status}`;
        }),
      ),
    calls,
  );
  expect(answers).toEqual(calls.map(([method, path]) => `${method} ${path} ok`));
  await context.close();
});
