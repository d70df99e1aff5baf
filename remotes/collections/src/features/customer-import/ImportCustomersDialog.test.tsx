import { screen, within } from '@testing-library/react';
import type { TCustomerImportPreview, TCustomerImportResult } from '@duesflow/shared-contracts/customer-import';
import { TEST_VIEWER } from '@duesflow/remote-kit/testing/renderWithProviders';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ImportCustomersButton } from './components/ImportCustomersButton';
import { refusedRowsCsv } from './refusedCsv';

const preview: TCustomerImportPreview = {
  filename: 'customers.csv',
  headers: ['Customer Name', 'Mobile', 'Outstanding', 'Notes'],
  rows: [['Sharma Traders', '9822012345', '12,000.50', '']],
  rowCount: 4,
  suggestedMapping: { name: 'Customer Name', phone: 'Mobile', amount: 'Outstanding' },
};
const result: TCustomerImportResult = {
  filename: 'customers.csv',
  imported: 2,
  updated: 0,
  invoices: 2,
  refused: [
    { row: 3, column: 'Mobile', reason: 'phone: not a valid Indian mobile number' },
    { row: 5, column: 'Outstanding', reason: 'amount: more than two decimals' },
  ],
};

const csvFile = () => new File(['Customer Name,Mobile\r\n'], 'customers.csv', { type: 'text/csv' });

it('previews the file, imports it with the suggested mapping and reports the refused rows', async () => {
  const api = stubFetch({ 'POST /api/customers/import/preview': { body: preview }, 'POST /api/customers/import': { body: result } });
  const { user } = renderWithProviders(<ImportCustomersButton />);
  await user.click(screen.getByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import customers' });
  await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, csvFile());

  // The mapping step, prefilled from the headers; a field without a match is left out.
  await within(dialog).findByText('customers.csv: 4 rows. Choose the column that holds each field.');
  const field = (label: string) => within(dialog).getByLabelText(label).closest('.ant-select') as HTMLElement;
  expect(within(field('Customer name')).getByText('Customer Name')).toBeInTheDocument();
  expect(within(field('Mobile number')).getByText('Mobile')).toBeInTheDocument();
  expect(within(field('Email')).getByText('Not imported')).toBeInTheDocument();
  expect(within(dialog).getByRole('table')).toHaveTextContent('Sharma Traders');

  await user.click(within(dialog).getByRole('button', { name: 'Import 4 rows' }));
  const report = await within(dialog).findByRole('region', { name: 'Import report' });
  expect(within(report).getByText('customers.csv imported, 2 rows refused')).toBeInTheDocument();
  const refusedTable = within(report).getByRole('table');
  expect(refusedTable).toHaveTextContent('phone: not a valid Indian mobile number');
  expect(refusedTable).toHaveTextContent('amount: more than two decimals');
  expect(within(report).getByRole('button', { name: /Download refused rows/ })).toBeInTheDocument();

  const [call] = api.callsTo('POST /api/customers/import');
  expect((call!.form!.get('file') as File).name).toBe('customers.csv');
  expect(JSON.parse(call!.form!.get('mapping') as string)).toEqual(preview.suggestedMapping);
});

it('keeps Import disabled for a viewer', () => {
  renderWithProviders(<ImportCustomersButton />, { sessionUser: TEST_VIEWER });
  expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
});

it('writes the refused rows as a CSV that Excel opens as UTF-8', () => {
  expect(refusedRowsCsv([{ row: 3, column: 'नाम', reason: 'name: duplicate of row 2, "x"' }])).toBe(
    '\uFEFFRow,Column,Reason\r\n3,नाम,"name: duplicate of row 2, ""x"""\r\n',
  );
});
