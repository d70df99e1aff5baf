import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readTallyJsonFile } from './tally-json';
import { collectObjects, parseTallyAmount, parseTallyDate, readRecords } from './tally-records';
import { TallyFormatError, parseTallyXml } from './tally-xml';

describe('Tally field values', () => {
  it.each([
    ['20241122', '2024-11-22'],
    ['2024-11-22', '2024-11-22'],
    ['5-Oct-2026', '2026-10-05'],
    ['5-Oct-26', '2026-10-05'],
    ['20240230', null],
    ['yesterday', null],
  ])('reads the date %s as %s', (value, expected) => {
    expect(parseTallyDate(value)).toBe(expected);
  });

  it.each([
    ['-118000.00', -11_800_000],
    ['11,800.50', 1_180_050],
    ['₹ 11,800.00 Dr', -1_180_000],
    ['4,720.05 Cr', 472_005],
    ['lots', null],
  ])('reads the amount %s as %s paise', (value, expected) => {
    expect(parseTallyAmount(value)).toBe(expected);
  });
});

describe('Tally XML', () => {
  it('drops the control-character references Tally writes, and reads attributes and .LIST containers', () => {
    const envelope = parseTallyXml(
      '<ENVELOPE><HEADER><VERSION>1</VERSION><STATUS>1</STATUS></HEADER><BODY><DATA><COLLECTION>' +
        '<LEDGER NAME="Rao &amp; Sons&#4;"><GUID TYPE="String">g-1</GUID><PARENT TYPE="String">Sundry Debtors</PARENT>' +
        '<ADDRESS.LIST TYPE="String"><ADDRESS>1 MG Road</ADDRESS><ADDRESS>Pune</ADDRESS></ADDRESS.LIST>' +
        '<LEDGERPHONE TYPE="String">020 2553 1234</LEDGERPHONE></LEDGER></COLLECTION></DATA></BODY></ENVELOPE>',
    );
    const records = readRecords(collectObjects(envelope));
    expect(records.parties).toEqual([
      { guid: 'g-1', name: 'Rao & Sons', phone: '+91 20255 31234', email: null, address: '1 MG Road, Pune' },
    ]);
  });

  it('refuses what is not a Tally envelope', () => {
    expect(() => parseTallyXml('<html><body>Welcome to nginx</body></html>')).toThrow(TallyFormatError);
    expect(() => parseTallyXml('')).toThrow('Tally sent an empty answer');
  });
});

describe('Tally records within bounds', () => {
  const example = () =>
    JSON.parse(readFileSync(join(__dirname, '../../../../docs/examples/tally-export.json'), 'utf8')) as {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the sample's nested fields are read freely
      tallymessage: Record<string, any>[];
    };
  const firstSale = (file: ReturnType<typeof example>) => file.tallymessage.find((m) => m.metadata.type === 'Voucher')!;

  it('leaves out, with a reason, a record with a NUL byte, text over 1,000 characters, ₹10 crore or more, or a 100-year credit period', () => {
    const file = example();
    const party = file.tallymessage.find((m) => m.metadata.type === 'Ledger' && m.parent)!;
    party.metadata.name = `${party.metadata.name}\u0000`;
    const sale = firstSale(file);
    sale['allledgerentries.list'][0].amount = '-100000000000000000000.00';
    const clean = readTallyJsonFile(JSON.stringify(example()));
    const records = readTallyJsonFile(JSON.stringify(file));
    expect(records.parties).toHaveLength(clean.parties.length - 1);
    expect(records.sales).toHaveLength(clean.sales.length - 1);
    expect(records.errors.map((error) => error.message)).toEqual(['the name contains a NUL byte', 'the amount is above ₹10,00,00,000']);

    const long = example();
    firstSale(long).vouchernumber = 'x'.repeat(1001);
    expect(readTallyJsonFile(JSON.stringify(long)).errors.map((error) => error.message)).toEqual([
      'the number is longer than 1,000 characters',
    ]);

    const credit = example();
    firstSale(credit)['allledgerentries.list'][0]['billallocations.list'][0].billcreditperiod = '99999999999 Days';
    expect(readTallyJsonFile(JSON.stringify(credit)).errors.map((error) => error.message)).toEqual([
      'the credit period is longer than 100 years',
    ]);
  });
});
