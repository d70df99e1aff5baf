import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { LoginPage, LOGIN_TEXT } from './LoginPage';

const ADMIN = { id: 'u1', email: 'admin@duesflow.local', name: 'Demo Admin', role: 'admin' };

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the login page', () => {
  it('signs in with the email and password and hands the user on', async () => {
    const api = stubFetch({ 'POST /api/auth/login': { body: ADMIN } });
    const onSignedIn = jest.fn();
    render(<LoginPage onSignedIn={onSignedIn} />);
    expect(screen.getByRole('heading', { name: LOGIN_TEXT.title })).toBeInTheDocument();

    await fillIn('  admin@duesflow.local ', 'duesflow-demo');

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(ADMIN));
    const [call] = api.callsTo('POST /api/auth/login');
    expect(call.body).toEqual({ email: 'admin@duesflow.local', password: 'duesflow-demo' });
    expect(call.headers.get('Content-Type')).toBe('application/json');
    expect(call.credentials).toBe('include');
  });

  it("shows the API's message for a wrong password and lets the user try again", async () => {
    stubFetch({
      'POST /api/auth/login': { status: 401, body: { error: 'invalid_credentials', message: 'Email or password is incorrect.' } },
    });
    const onSignedIn = jest.fn();
    render(<LoginPage onSignedIn={onSignedIn} />);
    await fillIn('admin@duesflow.local', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is incorrect.');
    // Awaited: the button's loading icon (and its "loading" name) can outlive the alert by a tick.
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the too-many-attempts text as the API words it', async () => {
    const message = 'Too many sign-in attempts. Try again in 15 minutes.';
    stubFetch({ 'POST /api/auth/login': { status: 429, body: { error: 'too_many_attempts', message } } });
    render(<LoginPage onSignedIn={jest.fn()} />);
    await fillIn('admin@duesflow.local', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('asks for both fields, and a valid email, before calling the API', async () => {
    const api = stubFetch({});
    render(<LoginPage onSignedIn={jest.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(LOGIN_TEXT.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(LOGIN_TEXT.passwordRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText(LOGIN_TEXT.emailInvalid)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows why it is there, e.g. an ended session', () => {
    render(<LoginPage onSignedIn={jest.fn()} notice="Your session has ended. Sign in again." />);
    expect(screen.getByText('Your session has ended. Sign in again.')).toBeInTheDocument();
  });
});
