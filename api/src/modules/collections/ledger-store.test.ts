import type { LedgerRow } from './ledger-snapshot';
import { compareLedgerRows, ledgerRank } from './ledger-store';

describe('ledgerRank', () => {
  it('never contradicts the list order: sorted by it, the ranks never go down', () => {
    let state = 42;
    const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const amounts = [0, 1, 100, 50_000, 1_00_00_000, -2_500, 9e15, -9e15, 1e15, -1e15];
    const rows = [...Array(5_000).keys()].map((n) => {
      const duePaise = random() < 0.3 ? amounts[Math.floor(random() * amounts.length)]! : Math.floor(random() * 1e9) - 1e8;
      return {
        id: `c${n}`,
        name: ['Asha Traders', 'Bharat Steel', 'Zeenat Bano'][n % 3]!,
        duePaise,
        overduePaise: random() < 0.5 ? Math.max(1, duePaise) : 0,
      } as LedgerRow;
    });
    rows.sort(compareLedgerRows);
    for (let index = 1; index < rows.length; index += 1) {
      expect(ledgerRank(rows[index - 1]!)).toBeLessThanOrEqual(ledgerRank(rows[index]!));
    }
    // Not one rank for all: it separates overdue from not, and amounts.
    expect(new Set(rows.map(ledgerRank)).size).toBeGreaterThan(1_000);
  });
});
