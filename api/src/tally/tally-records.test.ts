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
    expect(records.parties).toEqual([{ guid: 'g-1', name: 'Rao & Sons', phone: '+91 20255 31234', email: null, address: '1 MG Road, Pune' }]);
  });

  it('refuses what is not a Tally envelope', () => {
    expect(() => parseTallyXml('<html><body>Welcome to nginx</body></html>')).toThrow(TallyFormatError);
    expect(() => parseTallyXml('')).toThrow('Tally sent an empty answer');
  });
});
