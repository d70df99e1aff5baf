import { screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { CAPABILITY_DENIED_REASON, type TCapability } from '@duesflow/shared-contracts/auth';
import { createRemoteApi } from './remoteApi';
import { Guarded, useCan, useSessionUser } from './session';
import { createRenderWithProviders, TEST_ADMIN, TEST_COLLECTOR, TEST_VIEWER } from './testing/renderWithProviders';

const api = createRemoteApi('sessionTestApi', [] as const);
const createStore = () => {
  const reducer = combineSlices(api);
  return configureStore({ reducer, middleware: (getDefault) => getDefault().concat(api.middleware) });
};
const renderWithProviders = createRenderWithProviders(createStore, api);

function Abilities() {
  const { user } = useSessionUser();
  const abilities: TCapability[] = ['read', 'collect', 'administer'];
  return (
    <ul aria-label="Abilities">
      <li>{user?.name ?? 'nobody'}</li>
      {abilities.map((capability) => (
        <Ability key={capability} capability={capability} />
      ))}
    </ul>
  );
}

function Ability({ capability }: { capability: TCapability }) {
  const { allowed, reason } = useCan(capability);
  return <li>{`${capability}: ${allowed ? 'yes' : `no (${reason})`}`}</li>;
}

describe('useCan', () => {
  it.each([
    [TEST_ADMIN, ['read: yes', 'collect: yes', 'administer: yes']],
    [TEST_COLLECTOR, ['read: yes', 'collect: yes', `administer: no (${CAPABILITY_DENIED_REASON.administer})`]],
    [
      TEST_VIEWER,
      ['read: yes', `collect: no (${CAPABILITY_DENIED_REASON.collect})`, `administer: no (${CAPABILITY_DENIED_REASON.administer})`],
    ],
  ])('answers what %o may do', (user, expected) => {
    renderWithProviders(<Abilities />, { sessionUser: user });
    expect(screen.getByText(user.name)).toBeInTheDocument();
    for (const line of expected) expect(screen.getByText(line)).toBeInTheDocument();
  });

  it('asks GET /api/auth/me once and allows nothing until it answers', async () => {
    const calls = stubFetch({ 'GET /api/auth/me': { body: TEST_COLLECTOR } });
    renderWithProviders(<Abilities />, { sessionUser: null });
    expect(screen.getByText('collect: no (Checking your access…)')).toBeInTheDocument();
    expect(await screen.findByText('collect: yes')).toBeInTheDocument();
    expect(screen.getByText(TEST_COLLECTOR.name)).toBeInTheDocument();
    expect(calls.callsTo('GET /api/auth/me')).toHaveLength(1);
    expect(calls.calls[0].credentials).toBe('include');
  });

  it('allows nothing when the user cannot be read', async () => {
    stubFetch({
      'GET /api/auth/me': { status: 401, body: { error: 'unauthenticated', message: 'Your session has ended. Sign in again.' } },
    });
    renderWithProviders(<Abilities />, { sessionUser: null });
    expect(await screen.findByText(`collect: no (${CAPABILITY_DENIED_REASON.read})`)).toBeInTheDocument();
  });
});

describe('Guarded', () => {
  const send = jest.fn();
  beforeEach(() => send.mockClear());
  const ui = (
    <Guarded capability="collect">
      <Button onClick={send}>Send Bulk SMS</Button>
    </Guarded>
  );

  it('leaves the control alone for a role that may use it', async () => {
    const { user } = renderWithProviders(ui, { sessionUser: TEST_COLLECTOR });
    await user.click(screen.getByRole('button', { name: 'Send Bulk SMS' }));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('disables it for a viewer, with the reason in a tooltip on hover', async () => {
    const { user } = renderWithProviders(ui, { sessionUser: TEST_VIEWER });
    const button = screen.getByRole('button', { name: 'Send Bulk SMS' });
    expect(button).toBeDisabled();
    await user.hover(button.parentElement!);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(CAPABILITY_DENIED_REASON.collect));
    expect(send).not.toHaveBeenCalled();
  });
});
