import { screen, waitFor, within } from '@testing-library/react';
import type { TTallyImportResult } from '@duesflow/shared-contracts/tally';
import { Tally } from './components/Tally';
import { renderWithProviders } from '../../test/renderWithProviders';
import { deferred, stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { tallyStatus } from '../../test/fixtures';

const exportFile = () =>
  new File([JSON.stringify({ ENVELOPE: { BODY: { DATA: { TALLYMESSAGE: [] } } } })], 'tally-export.json', { type: 'application/json' });

const imported: TTallyImportResult = {
  filename: 'tally-export.json',
  status: 'success',
  customersUpserted: 3,
  invoicesUpserted: 5,
  paymentsUpserted: 2,
  errors: [],
  syncLogId: 's9',
};

async function renderTally(reply: Parameters<typeof stubFetch>[0][string]) {
  const api = stubFetch({
    'GET /api/tally/status': { body: tallyStatus },
    'GET /api/tally/sync-logs': { body: [] },
    'POST /api/tally/import': reply,
  });
  const view = renderWithProviders(<Tally />, { route: '/tally' });
  await screen.findByText('Connected');
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  return { api, input, ...view };
}

describe('Import Tally JSON file', () => {
  it('accepts JSON files only', async () => {
    const { input } = await renderTally({ body: imported });
    expect(input).toHaveAttribute('accept', '.json,application/json');
  });

  it('posts the file as multipart field "file", shows the result and reloads status and activity', async () => {
    const { api, input, user } = await renderTally({ body: imported });
    await user.upload(input, exportFile());

    const result = await screen.findByRole('status', { name: 'Import result' });
    expect(within(result).getByText('File imported')).toBeInTheDocument();
    expect(within(result).getByText('3 customers, 5 invoices and 2 payments imported from tally-export.json.')).toBeInTheDocument();

    const [call] = api.callsTo('POST /api/tally/import');
    expect(call.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const file = call.form?.get('file') as File;
    expect(file.name).toBe('tally-export.json');
    expect(JSON.parse(await file.text())).toEqual({ ENVELOPE: { BODY: { DATA: { TALLYMESSAGE: [] } } } });
    await waitFor(() => expect(api.callsTo('GET /api/tally/sync-logs')).toHaveLength(2));
    expect(api.callsTo('GET /api/tally/status')).toHaveLength(2);
    // A clean import is confirmed by the shell's realtime 'File processed' toast, not a second one.
    expect(screen.queryByText('File partly imported')).not.toBeInTheDocument();
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });

  it('lists the rejected records of a partial import and warns about them', async () => {
    const errors = [
      { record: 'Ledger "Nameless"', message: 'A party needs a name' },
      { record: 'Voucher 77', message: 'Unknown party "Ghost Traders"' },
    ];
    const { input, user } = await renderTally({ body: { ...imported, status: 'partial', errors } });
    await user.upload(input, exportFile());

    expect(await screen.findByText('File partly imported', { selector: '.ant-notification-notice-title' })).toBeInTheDocument();
    expect(screen.getByText(/2 records rejected: see the list below\./)).toBeInTheDocument();
    const rejected = screen.getByRole('list', { name: 'Rejected records' });
    expect(
      within(rejected)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ledger "Nameless": A party needs a name', 'Voucher 77: Unknown party "Ghost Traders"']);
  });

  it('shows a rejected file’s result and toasts Import failed', async () => {
    const failed = {
      ...imported,
      status: 'failed',
      customersUpserted: 0,
      invoicesUpserted: 0,
      paymentsUpserted: 0,
      errors: [{ record: 'file', message: 'No Tally records found' }],
    };
    const { input, user } = await renderTally({ status: 422, body: failed });
    await user.upload(input, exportFile());

    expect(await screen.findByText('Import failed')).toBeInTheDocument();
    expect(screen.getByText('Nothing was imported from tally-export.json. file: No Tally records found')).toBeInTheDocument();
    expect(screen.getByText('Import failed').closest('.ant-notification-notice')).toHaveClass('ant-notification-notice-error');
    expect(within(screen.getByRole('status', { name: 'Import result' })).getByText('File not imported')).toBeInTheDocument();
  });

  it('toasts Import failed with the readable error when the API refuses the file', async () => {
    const { input, user } = await renderTally({ status: 400, body: { error: 'invalid_file', message: 'The file is not valid JSON' } });
    await user.upload(input, exportFile());

    expect(await screen.findByText('Import failed')).toBeInTheDocument();
    expect(screen.getByText('400: The file is not valid JSON')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Import result' })).not.toBeInTheDocument();
  });

  it('says it is importing while the upload is pending', async () => {
    const pending = deferred();
    const { input, user } = await renderTally(() => pending.reply);
    await user.upload(input, exportFile());

    expect(await screen.findByText('Importing…')).toBeInTheDocument();
    pending.release({ body: imported });
    expect(await screen.findByText('File imported')).toBeInTheDocument();
    expect(screen.getByText('Click or drag a Tally JSON export here')).toBeInTheDocument();
  });
});
