import { useState } from 'react';
import { Alert, Button, Card, ConfigProvider, Form, Input, Typography } from 'antd';
import type { TSessionUser } from '@duesflow/shared-contracts/auth';
import { theme } from '@duesflow/remote-kit/theme';
import { signIn as signInWithApi } from './sessionClient';

/** Texts of the sign-in page (docs/ui-access.md). */
export const LOGIN_TEXT = {
  title: 'Sign in to duesflow',
  intro: 'Use the email and password your admin gave you.',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  emailRequired: 'Enter your email',
  emailInvalid: 'Enter a valid email address',
  passwordRequired: 'Enter your password',
} as const;

interface TCredentials {
  email: string;
  password: string;
}

interface Props {
  /** Called with the signed-in user; the page at the current URL loads next. */
  onSignedIn(user: TSessionUser): void;
  /** Why the page shows, e.g. that the session ended or the portal could not be reached. */
  notice?: string;
  signIn?: typeof signInWithApi;
}

/**
 * The first page without a session, drawn at whatever URL was opened so that page loads after signing in.
 * Deliberately small: Form, Input, Button, Card, Typography and Alert only, nothing of the portal.
 */
export function LoginPage({ onSignedIn, notice, signIn = signInWithApi }: Props) {
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const onFinish = async ({ email, password }: TCredentials) => {
    setPending(true);
    setError(undefined);
    const result = await signIn(email.trim(), password);
    if (result.ok) {
      onSignedIn(result.user);
      return;
    }
    setPending(false);
    setError(result.message);
  };

  return (
    <ConfigProvider theme={theme}>
      <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16, background: '#f5f7fb' }}>
        <Card style={{ width: '100%', maxWidth: 380 }}>
          {/* The page's one <h1>, at the size of a card's title. */}
          <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
            {LOGIN_TEXT.title}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{LOGIN_TEXT.intro}</Typography.Paragraph>
          {notice && !error ? <Alert type="info" showIcon title={notice} style={{ marginBottom: 16 }} /> : null}
          {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} /> : null}
          <Form<TCredentials> name="sign-in" layout="vertical" requiredMark={false} onFinish={onFinish} disabled={pending}>
            <Form.Item
              name="email"
              label={LOGIN_TEXT.email}
              rules={[
                { required: true, whitespace: true, message: LOGIN_TEXT.emailRequired },
                { type: 'email', message: LOGIN_TEXT.emailInvalid },
              ]}
            >
              <Input type="email" autoComplete="username" autoFocus />
            </Form.Item>
            <Form.Item name="password" label={LOGIN_TEXT.password} rules={[{ required: true, message: LOGIN_TEXT.passwordRequired }]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={pending}>
              {LOGIN_TEXT.submit}
            </Button>
          </Form>
        </Card>
      </main>
    </ConfigProvider>
  );
}
