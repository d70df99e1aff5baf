import pg from 'pg';
import { newPage, useBrowser } from '../support/browser';
import { usePortal } from '../support/portal';
import { waitForToast } from '../support/toasts';
import { startPostgresServer, type PostgresServer } from '../../api/src/test/postgres-server';
import { settled } from '../support/motion';

// An on-premise PostgreSQL that checks passwords, with the customers table a store needs.
const SUPERUSER_PASSWORD = 'superuser-e2e-5b1c';
const CLERK_PASSWORD = 'clerk-e2e-Pa55word';

let postgres: PostgresServer;
let postgresPort: number;

beforeAll(async () => {
  postgres = await startPostgresServer({ superuserPassword: SUPERUSER_PASSWORD });
  const admin = new pg.Client({ connectionString: await postgres.createDatabase('shop_ledger') });
  await admin.connect();
  await admin.query(`
    create table customers (
      id serial primary key, name text not null, email text, phone text, address text,
      status text, amount_due numeric(14, 2), last_contact timestamptz, source text
    );
    insert into customers (name, phone, status, amount_due) values ('Kiran Rao', '+91 98450 11111', 'overdue', 5400.50);
    create role clerk login password '${CLERK_PASSWORD}';
    grant select, insert, update on customers to clerk;
  `);
  await admin.end();
  postgresPort = Number(new URL(postgres.adminUrl).port);
}, 180_000);
afterAll(async () => {
  await postgres?.stop();
});
const portal = usePortal();
const browser = useBrowser();

const storeStatus = () => portal.api<{ provider: string; deploymentType: string }>('/api/business-data/status');

test('switching to an on-premise PostgreSQL: a wrong password fails, the right one switches, and back again', async () => {
  const { page, context, errors } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/business-data-config'));
  await page.getByText('duesflow database').waitFor();
  await page.getByRole('tab', { name: 'On-Premise PostgreSQL' }).click();
  await page.getByLabel('Host').fill('127.0.0.1');
  await page.getByLabel('Port').fill(String(postgresPort));
  await page.getByRole('textbox', { name: 'Database' }).fill('shop_ledger');
  await page.getByLabel('Username').fill('clerk');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Switch to PostgreSQL' }).click();

  await waitForToast(page, { kind: 'error', title: 'Switch Failed', text: /password authentication failed/ });
  expect(await storeStatus()).toMatchObject({ deploymentType: 'embedded' });
  expect(await page.getByText('duesflow database').count()).toBe(1);

  await page.getByLabel('Password', { exact: true }).fill(CLERK_PASSWORD);
  await page.getByRole('button', { name: 'Switch to PostgreSQL' }).click();
  await waitForToast(page, { title: 'Switched to PostgreSQL' });
  expect(await storeStatus()).toMatchObject({ provider: 'on_premise_postgres', deploymentType: 'on_premise' });
  expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
  await page.getByRole('button', { name: 'Use duesflow database' }).waitFor();

  await page.getByRole('button', { name: 'Test Connection' }).click();
  await waitForToast(page, { title: 'Connection successful' });

  // It changes the store for everyone, so it asks first.
  await page.getByRole('button', { name: 'Use duesflow database' }).click();
  const ask = await settled(page.getByRole('dialog').filter({ hasText: 'Switch to the duesflow database?' }));
  await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/api/business-data/switch/default'),
    ask.getByRole('button', { name: 'Switch', exact: true }).click(),
  ]);
  await waitForToast(page, { title: 'Switched to duesflow database' });
  expect(await storeStatus()).toMatchObject({ deploymentType: 'embedded' });
  await page.getByRole('button', { name: 'Use duesflow database' }).waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
  await context.close();
});
