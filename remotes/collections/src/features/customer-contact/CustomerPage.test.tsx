import { screen, waitFor, within } from '@testing-library/react';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { CAPABILITY_DENIED_REASON } from '@duesflow/shared-contracts/auth';
import type { TCustomerPageLinks } from '@duesflow/shared-contracts/customer-page';
import { TEST_COLLECTOR, TEST_VIEWER } from '@duesflow/remote-kit/testing/renderWithProviders';
import { Customers } from '../customers/components/Customers';
import { renderWithProviders } from '../../test/renderWithProviders';
import { contactPreferences, customer, customerPages } from '../../test/fixtures';
import { openReminders } from '../../test/reminders';

const asha = customer();
const BASE = `/api/customers/${asha.id}`;
const LINK = 'http://localhost/api/customer-page/AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const NOTHING_HELD = contactPreferences(asha.id);
const VISITED: TCustomerPageLinks = { open: 2, visits: 3, lastVisitedAt: '2026-12-03T04:45:00.000Z' };

/** The page-link API as the drawer uses it: making a link opens one more, closing closes every open one. */
function stubPageLinks(initial: TCustomerPageLinks = VISITED, extra: Parameters<typeof stubFetch>[0] = {}) {
  let current = initial;
  return stubFetch({
    'GET /api/customers': customerPages([asha]),
    [`GET ${BASE}/contact-preferences`]: { body: NOTHING_HELD },
    [`GET ${BASE}/invoice-disputes`]: { body: { open: [], disputable: [] } },
    [`GET ${BASE}/page-link`]: () => ({ body: current }),
    [`POST ${BASE}/page-link`]: () => {
      current = { ...current, open: current.open + 1 };
      return { status: 201, body: { url: LINK, expiresAt: '2027-01-02T04:45:00.000Z' } };
    },
    [`DELETE ${BASE}/page-link`]: () => {
      const revoked = current.open;
      current = { ...current, open: 0 };
      return { body: { revoked } };
    },
    ...extra,
  });
}

async function openDrawer(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const view = renderWithProviders(<Customers />, { route: '/customers', ...options });
  await screen.findByText('Asha Traders');
  const drawer = within(await openReminders(view.user, 'Asha Traders'));
  await drawer.findByRole('group', { name: "Customer's page visits" });
  return { ...view, drawer };
}

/** The open "Close all links" confirmation (antd's Popconfirm: a tooltip without a name of its own). */
async function closeQuestion() {
  const title = await screen.findByText("Close every link to this customer's page?");
  return within(title.closest<HTMLElement>('[role="tooltip"]')!);
}

const changes = (api: ReturnType<typeof stubFetch>) =>
  api.calls.filter((call) => call.path === `${BASE}/page-link` && call.method !== 'GET');

describe("The customer's page in the drawer", () => {
  it('shows how often the page was opened, when last (IST) and how many links are open', async () => {
    stubPageLinks();
    const { drawer } = await openDrawer();
    expect(drawer.getByText('Page opened 3 times · last 3 Dec 2026, 10:15 am IST')).toBeInTheDocument();
    expect(drawer.getByText('2 links open')).toBeInTheDocument();
  });

  it('says when the page was never opened and no link is open', async () => {
    stubPageLinks({ open: 0, visits: 0, lastVisitedAt: null });
    const { drawer } = await openDrawer();
    expect(drawer.getByText('Not opened yet')).toBeInTheDocument();
    expect(drawer.getByText('No link open')).toBeInTheDocument();
  });

  it('Copy page link makes a new link, copies it, toasts it and the figures reload', async () => {
    const api = stubPageLinks({ open: 1, visits: 1, lastVisitedAt: '2026-12-03T04:45:00.000Z' });
    const { user, drawer } = await openDrawer();
    expect(drawer.getByText('Page opened 1 time · last 3 Dec 2026, 10:15 am IST')).toBeInTheDocument();
    expect(drawer.getByText('1 link open')).toBeInTheDocument();

    await user.click(drawer.getByRole('button', { name: 'Copy page link' }));

    expect(await screen.findByText('Customer page link copied')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: LINK })).toHaveAttribute('href', LINK);
    expect(screen.getByText('Opens until 2 Jan 2027, 10:15 am IST.')).toBeInTheDocument();
    expect(await drawer.findByText('2 links open')).toBeInTheDocument();
    // Inside waitFor (act): the toast's timer ticks while the clipboard answers.
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(LINK));
    expect(api.callsTo(`POST ${BASE}/page-link`)).toHaveLength(1);
    expect(api.callsTo(`GET ${BASE}/page-link`)).toHaveLength(2);
  });

  it('keeps the link in the toast, with Copy, when the clipboard refuses', async () => {
    stubPageLinks();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('NotAllowedError'));
    const { user, drawer } = await openDrawer();
    await user.click(drawer.getByRole('button', { name: 'Copy page link' }));

    expect(await screen.findByText('Customer page link not copied')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: LINK })).toBeInTheDocument();
    const toast = within(screen.getByRole('alert'));
    await user.click(toast.getByRole('button', { name: 'Copy' }));
    await user.click(toast.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Customer page link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenLastCalledWith(LINK);
    expect(await navigator.clipboard.readText()).toBe(LINK);
  });

  it("toasts the API's reason when no link is made, and copies nothing", async () => {
    stubPageLinks(VISITED, {
      [`POST ${BASE}/page-link`]: { status: 404, body: { error: 'not_found', message: 'Customer not found' } },
    });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    const { user, drawer } = await openDrawer();
    await user.click(drawer.getByRole('button', { name: 'Copy page link' }));

    expect(await screen.findByText('Customer page link not made')).toBeInTheDocument();
    expect(screen.getByText('404: Customer not found')).toBeInTheDocument();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('Close all links asks first, then closes every open link and says how many', async () => {
    const api = stubPageLinks();
    const { user, drawer } = await openDrawer();

    await user.click(drawer.getByRole('button', { name: 'Close all links' }));
    const question = await closeQuestion();
    expect(changes(api)).toEqual([]);
    await user.click(question.getByRole('button', { name: 'Cancel' }));
    expect(changes(api)).toEqual([]);

    await user.click(drawer.getByRole('button', { name: 'Close all links' }));
    const again = await closeQuestion();
    await user.click(again.getByRole('button', { name: 'Close all links' }));

    expect(await screen.findByText('Customer page links closed')).toBeInTheDocument();
    expect(screen.getByText('2 links closed: they no longer open the page.')).toBeInTheDocument();
    expect(await drawer.findByText('No link open')).toBeInTheDocument();
    expect(api.callsTo(`DELETE ${BASE}/page-link`)).toHaveLength(1);
  });

  it("toasts the API's reason when the links are not closed", async () => {
    stubPageLinks(VISITED, {
      [`DELETE ${BASE}/page-link`]: { status: 500, body: { error: 'internal', message: 'The database is unavailable' } },
    });
    const { user, drawer } = await openDrawer();
    await user.click(drawer.getByRole('button', { name: 'Close all links' }));
    const question = await closeQuestion();
    await user.click(question.getByRole('button', { name: 'Close all links' }));

    expect(await screen.findByText('Customer page links not closed')).toBeInTheDocument();
    expect(screen.getByText('500: The database is unavailable')).toBeInTheDocument();
    expect(drawer.getByText('2 links open')).toBeInTheDocument();
  });

  it('a viewer sees the figures, but both actions are disabled with the reason; nothing is sent', async () => {
    const api = stubPageLinks();
    const { user, drawer } = await openDrawer({ sessionUser: TEST_VIEWER });
    expect(drawer.getByText('2 links open')).toBeInTheDocument();

    for (const name of ['Copy page link', 'Close all links']) {
      const control = drawer.getByRole('button', { name });
      expect(control).toBeDisabled();
      await user.hover(control.parentElement!);
      await waitFor(() =>
        expect(screen.getAllByRole('tooltip').some((tip) => tip.textContent === CAPABILITY_DENIED_REASON.collect)).toBe(true),
      );
      await user.unhover(control.parentElement!);
      await user.click(control);
    }
    expect(screen.queryByText("Close every link to this customer's page?")).not.toBeInTheDocument();
    expect(changes(api)).toEqual([]);
  });

  it('a collector may use both', async () => {
    stubPageLinks();
    const { drawer } = await openDrawer({ sessionUser: TEST_COLLECTOR });
    expect(drawer.getByRole('button', { name: 'Copy page link' })).toBeEnabled();
    expect(drawer.getByRole('button', { name: 'Close all links' })).toBeEnabled();
  });

  it("says so when the page's visits cannot be read, and still offers a new link", async () => {
    stubPageLinks(VISITED, {
      [`GET ${BASE}/page-link`]: { status: 500, body: { error: 'internal', message: 'boom' } },
    });
    const { user } = renderWithProviders(<Customers />, { route: '/customers' });
    await screen.findByText('Asha Traders');
    const drawer = within(await openReminders(user, 'Asha Traders'));
    expect(await drawer.findByText("Unable to load the page's visits")).toBeInTheDocument();
    expect(drawer.getByText('500: boom')).toBeInTheDocument();
    expect(drawer.getByRole('button', { name: 'Copy page link' })).toBeEnabled();
  });
});
