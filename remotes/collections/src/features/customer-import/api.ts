import type { TCustomerImportMapping, TCustomerImportPreview, TCustomerImportResult } from '@duesflow/shared-contracts/customer-import';
import { collectionsApi } from '../../app/baseApi';
import { httpBaseQuery } from '@duesflow/remote-kit/httpBaseQuery';
import { LIST_ID } from '../../app/tags';
import { takeHeldFile } from './heldFiles';

const FILE_GONE = { status: 'CUSTOM_ERROR' as const, message: 'The file to import is no longer available: choose it again' };

/** An import changes the customer list and every figure computed from their dues. */
const IMPORTED_TAGS = [
  { type: 'Customers' as const, id: LIST_ID },
  { type: 'PaymentTracking' as const, id: 'DASHBOARD' },
  { type: 'PaymentTracking' as const, id: 'ANALYSIS' },
  { type: 'Metrics' as const, id: LIST_ID },
];

/** The file (held outside the store, see heldFiles.ts) and, for the import, the mapping, as a multipart form. */
function formOf(fileKey: string, mapping?: TCustomerImportMapping): FormData | undefined {
  const file = takeHeldFile(fileKey);
  if (!file) return undefined;
  const form = new FormData();
  form.append('file', file, file.name);
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  return form;
}

export const customerImportApi = collectionsApi.injectEndpoints({
  endpoints: (build) => ({
    /** Reads the file's headers and first rows, and the mapping they suggest; writes nothing. */
    previewCustomerImport: build.mutation<TCustomerImportPreview, { fileKey: string }>({
      queryFn: async ({ fileKey }, api, extraOptions) => {
        const body = formOf(fileKey);
        if (!body) return { error: FILE_GONE };
        const result = await httpBaseQuery({ url: '/api/customers/import/preview', method: 'POST', body }, api, extraOptions as object);
        return result.error ? { error: result.error } : { data: result.data as TCustomerImportPreview };
      },
    }),
    /** Writes the good rows in one transaction and answers the counts and every refused row. */
    importCustomers: build.mutation<TCustomerImportResult, { fileKey: string; mapping: TCustomerImportMapping }>({
      queryFn: async ({ fileKey, mapping }, api, extraOptions) => {
        const body = formOf(fileKey, mapping);
        if (!body) return { error: FILE_GONE };
        const result = await httpBaseQuery({ url: '/api/customers/import', method: 'POST', body }, api, extraOptions as object);
        return result.error ? { error: result.error } : { data: result.data as TCustomerImportResult };
      },
      invalidatesTags: (result) => (result && result.imported + result.updated > 0 ? IMPORTED_TAGS : []),
    }),
  }),
});

export const { usePreviewCustomerImportMutation, useImportCustomersMutation } = customerImportApi;
