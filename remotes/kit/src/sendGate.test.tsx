import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import type { TSendPreview } from '@duesflow/shared-contracts/send-guards';
import { httpCallError } from './httpBaseQuery';
import { failureText, skippedText, useConfirmedSend, waitingLine } from './sendGate';

const preview: TSendPreview = {
  total: 4,
  now: 0,
  waiting: { total: 0, until: null, byChannel: {} },
  skipped: {
    total: 4,
    byReason: { disputed: 3, promised: 1 },
    recipients: [
      { customerId: null, customerName: 'Asha Traders', to: '+91 98765 43210', channel: 'sms', reason: 'promised', detail: '29 Nov 2026' },
    ],
    cooldownHours: 24,
    cooldownChannels: [],
  },
  cost: { amount: 0, currency: 'USD', units: 0 },
};

describe('the send gate in words', () => {
  it('counts who is skipped by reason and who waits until when', () => {
    expect(skippedText(preview.skipped)).toBe('4 skipped: 3 open dispute, 1 promised to pay');
    expect(skippedText(null)).toBe('');
    const now = new Date('2026-11-26T00:45:00Z');
    expect(waitingLine({ total: 12, until: '2026-11-26T03:30:00Z', byChannel: { sms: 12 } }, now)).toBe(
      '12 wait for the sending window, 09:00 IST',
    );
    expect(waitingLine({ total: 1, until: '2026-11-26T02:30:00Z', byChannel: { voice: 1 } }, now)).toBe(
      '1 waits for the call window, 08:00 IST',
    );
    expect(waitingLine({ total: 0, until: null, byChannel: {} }, now)).toBe('');
  });

  it("adds the API's reason to the spec's text: its field issues, named as the caller knows them, or its message", () => {
    const invalid = httpCallError(
      400,
      'Bad Request',
      JSON.stringify({
        error: 'validation_error',
        message: 'Invalid request: recipients.0: Not a phone number',
        issues: [{ path: 'recipients.0', message: 'Not a phone number' }],
      }),
    );
    expect(failureText('Failed to send bulk SMS campaign.', invalid, (path) => (path === 'recipients.0' ? '"hello"' : undefined))).toBe(
      'Failed to send bulk SMS campaign. "hello": Not a phone number',
    );
    const refused = httpCallError(
      409,
      'Conflict',
      JSON.stringify({ error: 'disputed', message: 'Not sent to Asha Traders: open dispute' }),
    );
    expect(failureText('Unable to send WhatsApp message', refused)).toBe(
      'Unable to send WhatsApp message: Not sent to Asha Traders: open dispute',
    );
    expect(failureText('Unable to send WhatsApp message', new Error('offline'))).toBe('Unable to send WhatsApp message');
  });
});

function MassAction({ send }: { send: () => Promise<void> }) {
  const { confirmSend, holder } = useConfirmedSend();
  const onClick = () =>
    confirmSend({
      title: (dryRun) => `Remind ${dryRun?.total} customers?`,
      what: 'An SMS reminder each.',
      units: 'SMS parts',
      okText: 'Send',
      loadPreview: async () => preview,
      send,
    });
  return (
    <>
      <Button onClick={onClick}>Remind all</Button>
      {holder}
    </>
  );
}

describe('asking before contacting many', () => {
  it('shows the dry run, says when nobody would be reached, and sends only on OK', async () => {
    const send = jest.fn(async () => undefined);
    render(<MassAction send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remind all' }));

    const [title] = await screen.findAllByText('Remind 4 customers?');
    const dialog = within(title.closest('.ant-modal') as HTMLElement);
    expect(dialog.getByText('Nothing will be sent')).toBeInTheDocument();
    expect(dialog.getByText('Asha Traders: promised to pay (29 Nov 2026)')).toBeInTheDocument();
    expect(dialog.getByText('Cost: $0.0000 (0 SMS parts)')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledTimes(1);
  });
});
