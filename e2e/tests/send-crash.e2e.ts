/**
 * Exactly once across a crash (issue 19), in Chromium against the built portal with MSG91 pointed at a
 * local stand-in. Send Bulk SMS is pressed; MSG91 takes the first SMS but never answers, and the portal
 * is killed (SIGKILL) there. Started again, it takes the run over and sends the rest, but never sends
 * again what MSG91 may have taken: MSG91 keeps no record the portal can look up by its own reference, so
 * those end "unknown — check", and the Dashboard shows the run so. MSG91 received no number twice.
 */
import { startMsg91StandIn, type Msg91StandIn } from '../../api/src/test/channel-stand-ins';
import { newPage, useBrowser } from '../support/browser';
import { answerConfirmation } from '../support/confirm';
import { usePortal } from '../support/portal';

let msg91: Msg91StandIn;
beforeAll(async () => {
  msg91 = await startMsg91StandIn({ authKey: 'e2e-msg91-key' });
});
afterAll(async () => {
  await msg91?.stop();
});
const portal = usePortal();
const browser = useBrowser();

interface Execution {
  id: string;
  workflowType: string;
  status: string;
  outcome?: string | null;
  summary: string | null;
}

/** The numbers MSG91 was asked to message, one entry per request (it may be asked twice for one). */
function numbersAsked(): string[] {
  return msg91.requests
    .filter((request) => request.method === 'POST')
    .flatMap((request) => (JSON.parse(request.body) as { sms: { to: string[] }[] }).sms.flatMap((sms) => sms.to));
}

test('a portal killed mid-send resumes without sending twice and shows what it cannot know as "unknown — check"', async () => {
  const providers = await portal.api<{ id: string; name: string }[]>('/api/providers?type=sms');
  const provider = providers.find((item) => item.name === 'msg91_sms')!;
  await portal.api(`/api/providers/${provider.id}`, {
    method: 'PUT',
    json: { config: { authKey: 'e2e-msg91-key', senderId: 'DUESFL', baseUrl: msg91.url } },
  });
  // MSG91 takes what it is sent and never answers: the process will die waiting.
  msg91.mode = 'hang';

  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/'));
  await page.getByRole('button', { name: 'Send Bulk SMS' }).click();
  await answerConfirmation(page, /^Send an SMS reminder to \d+ overdue customers\?$/, 'Send SMS');
  const deadline = Date.now() + 60_000;
  while (msg91.requests.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(msg91.requests.length).toBeGreaterThan(0);
  await context.close();

  // kill -9 with SMS in flight, then start the portal again on the same data.
  const killed = portal.running!.process;
  await new Promise<void>((resolve) => {
    killed.once('exit', () => resolve());
    killed.kill('SIGKILL');
  });
  const cutOff = new Set(numbersAsked());
  msg91.mode = 'ok';
  await portal.start();

  let run: Execution | undefined;
  const finishBy = Date.now() + 120_000;
  while (Date.now() < finishBy) {
    const { items } = await portal.api<{ items: Execution[] }>('/api/workflows/executions?page=1&pageSize=20');
    run = items.find((execution) => execution.workflowType === 'bulk_sms');
    if (run && run.status !== 'running') break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  expect(run).toMatchObject({ outcome: 'unknown' });
  expect(run!.summary).toMatch(/\d+ unknown — check/);
  // Nobody was asked for twice: what MSG91 may have taken was not sent again.
  const asked = numbersAsked();
  expect(asked.length).toBe(new Set(asked).size);
  expect(asked.length).toBeGreaterThan(cutOff.size);

  const after = await newPage(browser.get(), portal);
  await after.page.goto(portal.url('/'));
  await after.page.getByText('unknown — check', { exact: true }).first().waitFor({ timeout: 30_000 });
  await after.context.close();
});
