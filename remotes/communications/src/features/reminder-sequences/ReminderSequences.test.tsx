import { screen } from '@testing-library/react';
import { DEFAULT_SEQUENCE } from '@duesflow/shared-contracts/reminder-sequences';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { TEST_VIEWER } from '@duesflow/remote-kit/testing/renderWithProviders';
import { ReminderSequences } from './components/ReminderSequences';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CAMPAIGN_TEMPLATES } from '../../test/fixtures';

const SEQUENCE = { ...DEFAULT_SEQUENCE, id: 'seq-1', createdAt: '', updatedAt: '', sent: 4, refused: 2 };

function renderBuilder(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const api = stubFetch({
    'GET /api/reminder-sequences': { body: [SEQUENCE] },
    'GET /api/message-templates': { body: CAMPAIGN_TEMPLATES },
    'PUT /api/reminder-sequences/seq-1': ({ body }) => ({ body: { ...SEQUENCE, ...(body as object) } }),
    'POST /api/reminder-sequences/run': { body: { runDate: '2026-11-23', sent: 3, refused: 1, waiting: 0, executionId: null } },
  });
  return { api, ...renderWithProviders(<ReminderSequences />, options) };
}

describe('Reminder sequence builder', () => {
  it('shows the gentle → firm → final steps relative to the due date with their counts', async () => {
    renderBuilder();
    expect(await screen.findByDisplayValue('Gentle → firm → final')).toBeInTheDocument();
    expect(screen.getByText('1 day after the due date')).toBeInTheDocument();
    expect(screen.getByText('15 days after the due date')).toBeInTheDocument();
    expect(screen.getByText(/4 sent · 2 not sent/)).toBeInTheDocument();
  });

  it('Add Step and Save store the steps in day order', async () => {
    const { api, user } = renderBuilder();
    await screen.findByDisplayValue('Gentle → firm → final');
    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    const offset = screen.getByLabelText('Step 4 day offset');
    await user.clear(offset);
    await user.type(offset, '-3');
    expect(screen.getByText('3 days before the due date')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Sequence' }));
    expect(await screen.findByText('Sequence saved')).toBeInTheDocument();
    const [call] = api.callsTo('PUT /api/reminder-sequences/seq-1');
    expect((call.body as typeof DEFAULT_SEQUENCE).steps.map((step) => step.dayOffset)).toEqual([-3, 1, 7, 15]);
  });

  it("Run Today's Reminders reports what was sent and held back", async () => {
    const { user } = renderBuilder();
    await user.click(await screen.findByRole('button', { name: "Run Today's Reminders" }));
    expect(await screen.findByText('3 sent, 1 not sent, 0 waiting for the sending window.')).toBeInTheDocument();
  });

  it('a viewer sees the sequence with every control disabled', async () => {
    renderBuilder({ sessionUser: TEST_VIEWER });
    expect(await screen.findByDisplayValue('Gentle → firm → final')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save Sequence' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Step' })).toBeDisabled();
    expect(screen.getByLabelText('Step 1 day offset')).toBeDisabled();
  });
});
