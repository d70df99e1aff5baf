/**
 * Request envelopes for TallyPrime's XML-over-HTTP interface (POST to http://host:9000). Each asks for a
 * TDL collection defined inline, so nothing has to be installed in Tally. See docs/tally.md.
 */

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function collectionRequest(id: string, staticVariables: string, collection: string, extraTdl = ''): string {
  return [
    '<ENVELOPE>',
    `<HEADER><VERSION>1</VERSION><TALLYREQUEST>Export</TALLYREQUEST><TYPE>Collection</TYPE><ID>${escapeXml(id)}</ID></HEADER>`,
    '<BODY><DESC>',
    `<STATICVARIABLES><SVEXPORTFORMAT>$$SysName:XML</SVEXPORTFORMAT>${staticVariables}</STATICVARIABLES>`,
    `<TDL><TDLMESSAGE>${collection}${extraTdl}</TDLMESSAGE></TDL>`,
    '</DESC></BODY>',
    '</ENVELOPE>',
  ].join('');
}

export const COMPANIES_COLLECTION = 'DuesflowCompanies';
export const PARTIES_COLLECTION = 'DuesflowParties';
export const SALES_COLLECTION = 'DuesflowSalesVouchers';
export const RECEIPTS_COLLECTION = 'DuesflowReceiptVouchers';

/** The companies open in Tally: the connection test. */
export function companiesRequest(): string {
  return collectionRequest(
    COMPANIES_COLLECTION,
    '',
    `<COLLECTION NAME="${COMPANIES_COLLECTION}" ISMODIFY="No"><TYPE>Company</TYPE><FETCH>NAME</FETCH></COLLECTION>`,
  );
}

/** Ledgers under Sundry Debtors, including its sub-groups: the parties. */
export function partiesRequest(): string {
  return collectionRequest(
    PARTIES_COLLECTION,
    '',
    `<COLLECTION NAME="${PARTIES_COLLECTION}" ISMODIFY="No"><TYPE>Ledger</TYPE>` +
      '<CHILDOF>$$GroupSundryDebtors</CHILDOF><BELONGSTO>Yes</BELONGSTO>' +
      '<FETCH>GUID, NAME, PARENT, LEDGERPHONE, LEDGERMOBILE, EMAIL, ADDRESS, LEDMAILINGDETAILS</FETCH></COLLECTION>',
  );
}

/** Tally dates in requests: 20240401. */
const tallyDate = (isoDate: string) => isoDate.replace(/-/g, '');

/** Vouchers of one kind ($$IsSales / $$IsReceipt also match voucher types derived from them) in a period. */
function vouchersRequest(id: string, test: 'IsSales' | 'IsReceipt', from: string, to: string): string {
  const filter = `${id}Filter`;
  return collectionRequest(
    id,
    `<SVFROMDATE TYPE="Date">${tallyDate(from)}</SVFROMDATE><SVTODATE TYPE="Date">${tallyDate(to)}</SVTODATE>`,
    `<COLLECTION NAME="${id}" ISMODIFY="No"><TYPE>Voucher</TYPE>` +
      '<FETCH>GUID, DATE, VOUCHERTYPENAME, VOUCHERNUMBER, PARTYLEDGERNAME, ISCANCELLED, ISOPTIONAL, BASICDUEDATEOFPYMT, ' +
      'ALLLEDGERENTRIES, LEDGERENTRIES</FETCH>' +
      `<FILTER>${filter}</FILTER></COLLECTION>`,
    `<SYSTEM TYPE="Formulae" NAME="${filter}">$$${test}:$VoucherTypeName</SYSTEM>`,
  );
}

export const salesRequest = (from: string, to: string) => vouchersRequest(SALES_COLLECTION, 'IsSales', from, to);
export const receiptsRequest = (from: string, to: string) => vouchersRequest(RECEIPTS_COLLECTION, 'IsReceipt', from, to);
