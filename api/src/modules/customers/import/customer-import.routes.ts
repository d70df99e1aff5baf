import { createRoute } from '@hono/zod-openapi';
import { ZCustomerImportPreview, ZCustomerImportResult } from '@duesflow/shared-contracts/customer-import';
import { errorResponse, jsonContent } from '../../../core/lib/openapi';
import { access } from '../../../core/auth/access';

const TAGS = ['Customers'];

const UPLOAD_ERRORS = {
  400: errorResponse(
    'No file, a file that is not a readable .csv or .xlsx (`unreadable_file`), or an invalid mapping; `issues` names the field',
  ),
  413: errorResponse('The file is larger than 10 MB'),
  415: errorResponse('Not multipart/form-data'),
};

export const preview = createRoute({
  ...access('collect', 'customers.import-preview'),
  method: 'post',
  path: '/api/customers/import/preview',
  tags: TAGS,
  summary: 'Read a .csv or .xlsx of customers (multipart field `file`): its headers, first rows and a suggested mapping; writes nothing',
  responses: { 200: jsonContent(ZCustomerImportPreview, 'What the file holds'), ...UPLOAD_ERRORS },
});

export const importCustomers = createRoute({
  ...access('collect', 'customers.import'),
  method: 'post',
  path: '/api/customers/import',
  tags: TAGS,
  summary:
    'Import customers (and one unpaid invoice per row with an amount) from a .csv or .xlsx: multipart fields `file` and `mapping` (JSON). Good rows are written in one transaction; refused rows are listed (docs/customer-import.md)',
  responses: { 200: jsonContent(ZCustomerImportResult, 'Written, and every row refused with its reason'), ...UPLOAD_ERRORS },
});
