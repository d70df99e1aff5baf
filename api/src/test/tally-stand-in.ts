import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { holdIdleConnections } from '../core/lib/http-server';

/**
 * A local stand-in for TallyPrime's HTTP server (port 9000 in real life): it answers the collection
 * export requests duesflow sends with envelopes shaped like Tally's own (attributes, TYPE="…" fields,
 * .LIST containers, debit amounts negative). Tests change its data and its mode.
 */
export interface StandInLedger {
  guid: string;
  name: string;
  parent?: string;
  mobile?: string;
  email?: string;
  address?: string[];
}

export interface StandInVoucher {
  guid: string;
  type: 'Sales' | 'Receipt';
  number: string;
  /** YYYY-MM-DD */
  date: string;
  party: string;
  /** Rupees, positive. */
  amount: number;
  creditDays?: number;
  /** For receipts: the sales voucher number paid. */
  againstBill?: string;
  cancelled?: boolean;
}

/** ok; malformed: broken XML; no-company: no company open; error: Tally's own error answer. */
export type StandInMode = 'ok' | 'malformed' | 'no-company' | 'error';

export interface TallyStandIn {
  url: string;
  mode: StandInMode;
  company: string;
  ledgers: StandInLedger[];
  vouchers: StandInVoucher[];
  /** Every request body received. */
  requests: string[];
  stop(): Promise<void>;
}

const esc = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const amount = (rupees: number) => rupees.toFixed(2);
const tallyDate = (iso: string) => iso.replace(/-/g, '');

function envelope(data: string): string {
  return (
    '<ENVELOPE>\r\n <HEADER>\r\n  <VERSION>1</VERSION>\r\n  <STATUS>1</STATUS>\r\n </HEADER>\r\n <BODY>\r\n  <DESC>\r\n  </DESC>\r\n' +
    `  <DATA>\r\n   <COLLECTION>\r\n${data}   </COLLECTION>\r\n  </DATA>\r\n </BODY>\r\n</ENVELOPE>\r\n`
  );
}

function ledgerXml(ledger: StandInLedger): string {
  const address = ledger.address?.length
    ? `     <ADDRESS.LIST TYPE="String">\r\n${ledger.address.map((line) => `      <ADDRESS>${esc(line)}</ADDRESS>\r\n`).join('')}     </ADDRESS.LIST>\r\n`
    : '';
  return (
    `    <LEDGER NAME="${esc(ledger.name)}" RESERVEDNAME="">\r\n` +
    address +
    `     <GUID TYPE="String">${esc(ledger.guid)}</GUID>\r\n` +
    `     <PARENT TYPE="String">${esc(ledger.parent ?? 'Sundry Debtors')}</PARENT>\r\n` +
    (ledger.mobile ? `     <LEDGERMOBILE TYPE="String">${esc(ledger.mobile)}</LEDGERMOBILE>\r\n` : '') +
    (ledger.email ? `     <EMAIL TYPE="String">${esc(ledger.email)}</EMAIL>\r\n` : '') +
    `     <LANGUAGENAME.LIST>\r\n      <NAME.LIST TYPE="String">\r\n       <NAME>${esc(ledger.name)}</NAME>\r\n      </NAME.LIST>\r\n` +
    '      <LANGUAGEID TYPE="Number"> 1033</LANGUAGEID>\r\n     </LANGUAGENAME.LIST>\r\n' +
    '    </LEDGER>\r\n'
  );
}

function entryXml(ledger: string, signed: number, party: boolean, bill?: string): string {
  return (
    '     <ALLLEDGERENTRIES.LIST>\r\n' +
    `      <LEDGERNAME TYPE="String">${esc(ledger)}</LEDGERNAME>\r\n` +
    `      <ISDEEMEDPOSITIVE TYPE="Logical">${signed < 0 ? 'Yes' : 'No'}</ISDEEMEDPOSITIVE>\r\n` +
    `      <ISPARTYLEDGER TYPE="Logical">${party ? 'Yes' : 'No'}</ISPARTYLEDGER>\r\n` +
    `      <AMOUNT TYPE="Amount">${amount(signed)}</AMOUNT>\r\n` +
    (bill ?? '') +
    '     </ALLLEDGERENTRIES.LIST>\r\n'
  );
}

function voucherXml(v: StandInVoucher): string {
  const sales = v.type === 'Sales';
  const partyAmount = sales ? -v.amount : v.amount;
  const bill = sales
    ? '      <BILLALLOCATIONS.LIST>\r\n' +
      `       <NAME TYPE="String">${esc(v.number)}</NAME>\r\n` +
      (v.creditDays !== undefined
        ? `       <BILLCREDITPERIOD JD="45600" P="${v.creditDays} Days">${v.creditDays} Days</BILLCREDITPERIOD>\r\n`
        : '') +
      '       <BILLTYPE TYPE="String">New Ref</BILLTYPE>\r\n' +
      `       <AMOUNT TYPE="Amount">${amount(partyAmount)}</AMOUNT>\r\n      </BILLALLOCATIONS.LIST>\r\n`
    : v.againstBill
      ? '      <BILLALLOCATIONS.LIST>\r\n' +
        `       <NAME TYPE="String">${esc(v.againstBill)}</NAME>\r\n       <BILLTYPE TYPE="String">Agst Ref</BILLTYPE>\r\n` +
        `       <AMOUNT TYPE="Amount">${amount(partyAmount)}</AMOUNT>\r\n      </BILLALLOCATIONS.LIST>\r\n`
      : '';
  const taxable = Math.round((v.amount / 1.18) * 100) / 100;
  const others = sales
    ? entryXml('Sales @ 18%', taxable, false) + entryXml('Output IGST 18%', Math.round((v.amount - taxable) * 100) / 100, false)
    : entryXml('HDFC Bank', -v.amount, false);
  return (
    `    <VOUCHER REMOTEID="${esc(v.guid)}" VCHKEY="${esc(v.guid)}:00000008" VCHTYPE="${v.type}" ACTION="Create" OBJVIEW="Accounting Voucher View">\r\n` +
    `     <DATE TYPE="Date">${tallyDate(v.date)}</DATE>\r\n` +
    `     <GUID TYPE="String">${esc(v.guid)}</GUID>\r\n` +
    `     <VOUCHERTYPENAME TYPE="String">${v.type}</VOUCHERTYPENAME>\r\n` +
    `     <VOUCHERNUMBER TYPE="String">${esc(v.number)}</VOUCHERNUMBER>\r\n` +
    `     <PARTYLEDGERNAME TYPE="String">${esc(v.party)}</PARTYLEDGERNAME>\r\n` +
    `     <ISCANCELLED TYPE="Logical">${v.cancelled ? 'Yes' : 'No'}</ISCANCELLED>\r\n` +
    '     <ISOPTIONAL TYPE="Logical">No</ISOPTIONAL>\r\n' +
    entryXml(v.party, partyAmount, true, bill) +
    others +
    '    </VOUCHER>\r\n'
  );
}

function answer(standIn: TallyStandIn, body: string): string {
  if (standIn.mode === 'malformed')
    return '<ENVELOPE><HEADER><VERSION>1</VERSION><STATUS>1</HEADER><BODY><DATA><COLLECTION><LEDGER NAME="Broken';
  if (standIn.mode === 'error') {
    return "<ENVELOPE><HEADER><VERSION>1</VERSION><STATUS>0</STATUS></HEADER><BODY><DATA><LINEERROR>Could not set 'SVCurrentCompany' to ''</LINEERROR></DATA></BODY></ENVELOPE>";
  }
  const id = /<ID>([^<]*)<\/ID>/.exec(body)?.[1];
  if (id === 'DuesflowCompanies') {
    return envelope(
      standIn.mode === 'no-company'
        ? ''
        : `    <COMPANY NAME="${esc(standIn.company)}">\r\n     <NAME TYPE="String">${esc(standIn.company)}</NAME>\r\n    </COMPANY>\r\n`,
    );
  }
  if (id === 'DuesflowParties') return envelope(standIn.ledgers.map(ledgerXml).join(''));
  // Tally applies the collection's $$IsSales / $$IsReceipt filter itself.
  if (id === 'DuesflowSalesVouchers')
    return envelope(
      standIn.vouchers
        .filter((v) => v.type === 'Sales')
        .map(voucherXml)
        .join(''),
    );
  if (id === 'DuesflowReceiptVouchers')
    return envelope(
      standIn.vouchers
        .filter((v) => v.type === 'Receipt')
        .map(voucherXml)
        .join(''),
    );
  return `<ENVELOPE><HEADER><VERSION>1</VERSION><STATUS>0</STATUS></HEADER><BODY><DATA>Could not find Collection '${esc(id ?? '')}'!</DATA></BODY></ENVELOPE>`;
}

export async function startTallyStandIn(): Promise<TallyStandIn> {
  const standIn: TallyStandIn = {
    url: '',
    mode: 'ok',
    company: 'Shree Ganesh Traders (2024-25)',
    ledgers: [],
    vouchers: [],
    requests: [],
    stop: async () => {},
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      standIn.requests.push(body);
      response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' });
      response.end(answer(standIn, body));
    });
  });
  holdIdleConnections(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return standIn;
}

/** A loopback address where nothing listens: Tally is down. */
export async function deadTallyUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
