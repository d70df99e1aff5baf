/**
 * A Tally JSON export of any size, shaped like docs/examples/tally-export.json (TallyPrime's
 * `tallymessage` objects): `parties` Sundry Debtors ledgers, each with `salesPerParty` sales vouchers and
 * as many receipts. For tests and measurements of large imports.
 */
export function sampleTallyExport(options: { parties: number; salesPerParty: number; prefix?: string }): string {
  const prefix = options.prefix ?? 'sample';
  const guid = (kind: string, n: number) => `${prefix}-${kind}-${String(n).padStart(8, '0')}`;
  const messages: unknown[] = [];
  let voucher = 0;
  for (let p = 0; p < options.parties; p++) {
    const name = `Party ${prefix} ${p}`;
    messages.push({
      metadata: { type: 'Ledger', remoteid: guid('ledger', p), name, reservedname: '', objview: 'Ledger Object' },
      guid: guid('ledger', p),
      parent: 'Sundry Debtors',
      'address.list': [`Shop ${p}, Laxmi Road`, 'Pune 411030'],
      ledgermobile: `98${String(p).padStart(8, '0')}`,
      email: `accounts${p}@example.in`,
      ledstatename: 'Maharashtra',
      countryname: 'India',
      isbillwiseon: true,
    });
    for (let s = 0; s < options.salesPerParty; s++) {
      voucher += 1;
      const number = `SGT/${prefix}/${voucher}`;
      const amount = (1000 + (voucher % 97) * 100).toFixed(2);
      messages.push({
        metadata: {
          type: 'Voucher',
          remoteid: guid('sale', voucher),
          vchkey: `${guid('sale', voucher)}:1`,
          vchtype: 'Sales',
          action: 'Create',
          objview: 'Accounting Voucher View',
        },
        date: '20260805',
        guid: guid('sale', voucher),
        vouchertypename: 'Sales',
        vouchernumber: number,
        partyledgername: name,
        iscancelled: false,
        isoptional: false,
        narration: `Being goods sold to ${name}`,
        'allledgerentries.list': [
          {
            ledgername: name,
            isdeemedpositive: true,
            ispartyledger: true,
            amount: `-${amount}`,
            'billallocations.list': [{ name: number, billcreditperiod: '30 Days', billtype: 'New Ref', amount: `-${amount}` }],
          },
          { ledgername: 'Sales @ 18%', isdeemedpositive: false, ispartyledger: false, amount },
        ],
      });
      messages.push({
        metadata: {
          type: 'Voucher',
          remoteid: guid('receipt', voucher),
          vchkey: `${guid('receipt', voucher)}:1`,
          vchtype: 'Receipt',
          action: 'Create',
          objview: 'Accounting Voucher View',
        },
        date: '20260915',
        guid: guid('receipt', voucher),
        vouchertypename: 'Receipt',
        vouchernumber: `RCT/${prefix}/${voucher}`,
        partyledgername: name,
        iscancelled: false,
        isoptional: false,
        narration: `Received from ${name}`,
        'allledgerentries.list': [
          {
            ledgername: name,
            isdeemedpositive: false,
            ispartyledger: true,
            amount: '500.00',
            'billallocations.list': [{ name: number, billtype: 'Agst Ref', amount: '500.00' }],
          },
          { ledgername: 'HDFC Bank A/c 50100234567891', isdeemedpositive: true, ispartyledger: false, amount: '-500.00' },
        ],
      });
    }
  }
  return JSON.stringify({ tallymessage: messages }, null, 1);
}
