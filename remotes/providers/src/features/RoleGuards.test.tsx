import { screen, waitFor } from '@testing-library/react';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { CAPABILITY_DENIED_REASON } from '@duesflow/shared-contracts/auth';
import { TEST_ADMIN, TEST_COLLECTOR, TEST_VIEWER } from '@duesflow/remote-kit/testing/renderWithProviders';
import { renderWithProviders } from '../test/renderWithProviders';
import { ProviderManagement } from './provider-management/components/ProviderManagement';
import { dashboard, provider } from '../test/fixtures';

const twilio = provider();
const BUTTONS = ['Add Provider', `Edit ${twilio.displayName}`, `Delete ${twilio.displayName}`];

function renderManagement(sessionUser: typeof TEST_ADMIN) {
  const api = stubFetch({ 'GET /api/providers/dashboard': { body: dashboard }, 'GET /api/providers': { body: [twilio] } });
  return { api, ...renderWithProviders(<ProviderManagement />, { route: '/provider-management', sessionUser }) };
}

describe.each([TEST_COLLECTOR, TEST_VIEWER])('Provider Management for a $role', (sessionUser) => {
  it('shows the providers but disables every change, saying only an admin can', async () => {
    const { api, user } = renderManagement(sessionUser);
    expect(await screen.findByText(twilio.displayName)).toBeInTheDocument();
    for (const name of BUTTONS) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      await user.hover(button.parentElement!);
      await waitFor(() =>
        expect(screen.getAllByRole('tooltip').some((tip) => tip.textContent === CAPABILITY_DENIED_REASON.administer)).toBe(true),
      );
      await user.unhover(button.parentElement!);
    }
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});

describe('Provider Management for an admin', () => {
  it('leaves every change enabled', async () => {
    renderManagement(TEST_ADMIN);
    await screen.findByText(twilio.displayName);
    for (const name of BUTTONS) expect(screen.getByRole('button', { name })).toBeEnabled();
  });
});
