import { digitsOf, matcher, type SearchKeys } from './customer-search';
import { CustomerSearchIndex } from './customer-search-index';

interface Row extends SearchKeys {
  id: string;
  name: string;
  duePaise: number;
}

const WORDS = ['Sharma', 'Traders', 'Agarwal', 'Steel', 'Patil', 'Kirana', 'Mehta', 'Textiles', 'Rao', '& Sons', 'Iyer', 'Pvt Ltd'];
const HINDI = ['शर्मा', 'ट्रेडर्स', 'अग्रवाल', 'किराना', 'स्टोर', 'पाटिल', 'मेहता', 'वस्त्र'];

/** A fixed-seed generator: the same rows, writes and searches on every run. */
function randomOf(seed: number) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

function rowOf(id: string, random: () => number): Row {
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
  const words = random() < 0.3 ? [pick(HINDI), pick(HINDI)] : [pick(WORDS), pick(WORDS), pick(WORDS)];
  const name = words.join(' ');
  const email = random() < 0.7 ? `${words[0]!.toLowerCase().replace(/\W/g, '')}${Math.floor(random() * 100)}@example.in` : null;
  const local = String(6_000_000_000 + Math.floor(random() * 3_999_999_999));
  const phone =
    random() < 0.85 ? pick([`+91 ${local.slice(0, 5)} ${local.slice(5)}`, `0${local}`, `${local.slice(0, 3)}-${local.slice(3)}`]) : null;
  return {
    id,
    name,
    duePaise: Math.floor(random() * 5) * 100_000,
    searchText: `${name.toLowerCase()}\n${(email ?? '').toLowerCase()}`,
    phoneDigits: digitsOf(phone),
  };
}

/** The list's order in this test: amount due, then name, then id. */
const compare = (a: Row, b: Row) => b.duePaise - a.duePaise || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1);

/** A rank that never contradicts `compare` (five amounts: most rows tie with many others). */
const rankOf = (row: Row) => -row.duePaise;

/** A search as staff type it: part of a name or email, in any case, or digits of a phone written any way. */
function queryOf(rows: Row[], random: () => number): string {
  const row = rows[Math.floor(random() * rows.length)]!;
  const kind = Math.floor(random() * 6);
  const part = (text: string, length: number) => {
    const start = Math.floor(random() * Math.max(1, text.length - length));
    return text.slice(start, start + length);
  };
  if (kind === 0) return part(row.name, 2 + Math.floor(random() * 8)).toUpperCase();
  if (kind === 1) return ` ${part(row.searchText, 3 + Math.floor(random() * 6))} `;
  if (kind === 2 && row.phoneDigits) return part(row.phoneDigits, 3 + Math.floor(random() * 7));
  if (kind === 3 && row.phoneDigits) {
    const digits = part(row.phoneDigits, 6);
    return `${digits.slice(0, 3)} ${digits.slice(3)}`;
  }
  if (kind === 4) return ['zzq', 'xyz123', '+91', '98-7', 'शर्', 'ers', 'a', '12', '@example', '.in'][Math.floor(random() * 10)]!;
  return part(row.name, 4);
}

describe('CustomerSearchIndex', () => {
  it.each([
    ['comparing every match', undefined],
    ['selecting pages by rank', rankOf],
  ])('finds exactly what the plain scan finds, in list order, through inserts, renames, new numbers and deletions (%s)', (_, rank) => {
    const random = randomOf(20261126);
    const index = new CustomerSearchIndex<Row>(compare, rank);
    const rows = new Map<string, Row>();
    for (let n = 0; n < 3_000; n += 1) {
      const row = rowOf(`c${n}`, random);
      rows.set(row.id, row);
      index.set(row);
    }
    let searched = 0;
    let answeredByIndex = 0;
    for (let round = 0; round < 8; round += 1) {
      // Writes between rounds: a balance change keeps the grams, a rename or a new number moves them, some leave.
      for (let write = 0; write < 200; write += 1) {
        const ids = [...rows.keys()];
        const id = ids[Math.floor(random() * ids.length)]!;
        const kind = Math.floor(random() * 4);
        if (kind === 0) {
          rows.delete(id);
          index.delete(id);
        } else {
          const row = kind === 1 ? { ...rows.get(id)!, duePaise: Math.floor(random() * 5) * 100_000 } : rowOf(id, random);
          rows.set(id, row);
          index.set(row);
        }
      }
      const all = [...rows.values()].sort(compare);
      for (let n = 0; n < 150; n += 1) {
        const query = queryOf(all, random);
        const scanned = all.filter(matcher(query));
        const found = index.search(query);
        searched += 1;
        // What has no gram to look up (one or two characters, a number of fewer than three digits) is
        // checked row by row, but answered the same way.
        const text = query.trim().toLowerCase();
        const digits = digitsOf(text);
        if (text.length >= 3 && !(/^[\d\s()+\-.]+$/.test(text) && digits.length < 3)) answeredByIndex += 1;
        expect(found.map((row) => row.id)).toEqual(scanned.map((row) => row.id));
        // A page of it: the first, one further on, one past a page boundary of the selection, one past the end.
        for (const [start, count] of [
          [0, 20],
          [40, 20],
          [990, 20],
          [Math.max(0, scanned.length - 5), 50],
        ] as const) {
          const page = index.searchPage(query, start, count);
          expect(page.total).toBe(scanned.length);
          expect(page.rows.map((row) => row.id)).toEqual(scanned.slice(start, start + count).map((row) => row.id));
        }
      }
    }
    expect(index.size).toBe(rows.size);
    expect(answeredByIndex).toBeGreaterThan(searched * 0.8);
  });

  it('keeps what a search matched until a searched text changes, and reads only the rows a page can hold', () => {
    const random = randomOf(11);
    const reads = new Map<string, number>();
    const index = new CustomerSearchIndex<Row>(compare, rankOf);
    const watchedOf = (row: Row) => {
      const watched = { ...row };
      for (const key of ['searchText', 'duePaise'] as const) {
        Object.defineProperty(watched, key, {
          get: () => {
            reads.set(row.id, (reads.get(row.id) ?? 0) + 1);
            return row[key];
          },
        });
      }
      return watched;
    };
    const rows = [...Array(2_000).keys()].map((n) => rowOf(`c${n}`, random));
    for (const row of rows) index.set(watchedOf(row));
    const scanned = (query: string) => rows.filter(matcher(query)).sort(compare);
    const first = index.searchPage('Sharma', 0, 10);
    expect(first.total).toBe(scanned('sharma').length);
    expect(first.total).toBeGreaterThan(100);
    expect(first.rows.map((row) => row.id)).toEqual(
      scanned('sharma')
        .slice(0, 10)
        .map((row) => row.id),
    );
    // Asked again: no row is checked again, and only those that can be on the page are compared.
    reads.clear();
    const again = index.searchPage(' SHARMA ', 0, 10);
    expect(again.rows.map((row) => row.id)).toEqual(first.rows.map((row) => row.id));
    const topDue = scanned('sharma')[9]!.duePaise;
    const canBeOnPage = scanned('sharma').filter((row) => row.duePaise >= topDue).length;
    expect(reads.size).toBeLessThanOrEqual(canBeOnPage);
    expect(reads.size).toBeLessThan(first.total / 2);
    // A balance change keeps what matched but moves the row; a rename is matched again.
    const last = scanned('sharma').at(-1)!;
    const richer = { ...last, duePaise: 10_000_000 };
    rows[rows.indexOf(last)] = richer;
    index.set(watchedOf(richer));
    expect(index.searchPage('sharma', 0, 1).rows.map((row) => row.id)).toEqual([richer.id]);
    const renamed = { ...richer, name: 'Zeenat Bano', searchText: 'zeenat bano\n' };
    rows[rows.indexOf(richer)] = renamed;
    index.set(watchedOf(renamed));
    expect(index.searchPage('sharma', 0, 10).total).toBe(first.total - 1);
    expect(index.searchPage('zeenat', 0, 10).rows.map((row) => row.id)).toEqual([renamed.id]);
  });

  it('reads only the rows that hold every gram of the search, not every row', () => {
    const random = randomOf(7);
    const checked: string[] = [];
    const index = new CustomerSearchIndex<Row>(compare);
    const added: Row[] = [];
    for (let n = 0; n < 2_000; n += 1) {
      const row = rowOf(`c${n}`, random);
      added.push(row);
      // Each read of a row's searched text is counted.
      const watched = { ...row };
      Object.defineProperty(watched, 'searchText', {
        get: () => {
          checked.push(row.id);
          return row.searchText;
        },
      });
      index.set(watched);
    }
    index.set({ id: 'rare', name: 'Zebunnisa Qureshi', duePaise: 0, searchText: 'zebunnisa qureshi\n', phoneDigits: '919000011111' });
    checked.length = 0;
    expect(index.search('Qureshi').map((row) => row.id)).toEqual(['rare']);
    expect(checked).toHaveLength(0);
    // "sharma traders": each of its grams is in hundreds of rows; only the rows holding all of them are read.
    const grams = (text: string) => [...Array(Math.max(0, text.length - 2)).keys()].map((start) => text.slice(start, start + 3));
    const holding = (gram: string) => added.filter((row) => row.searchText.includes(gram)).map((row) => row.id);
    const wanted = grams('sharma traders');
    const holdingAll = added.filter((row) => wanted.every((gram) => row.searchText.includes(gram))).map((row) => row.id);
    expect(Math.min(...wanted.map((gram) => holding(gram).length))).toBeGreaterThan(4 * holdingAll.length);
    const page = index.searchPage('Sharma Traders', 0, 10);
    expect(page.total).toBe(added.filter(matcher('Sharma Traders')).length);
    expect(page.total).toBeGreaterThan(0);
    expect(new Set(checked)).toEqual(new Set(holdingAll));
    checked.length = 0;
    expect(index.search('9000011').map((row) => row.id)).toEqual(['rare']);
    // Too short for a gram: every row is checked, and the answer is the scan's.
    checked.length = 0;
    const rare = index.search('Qureshi')[0]!;
    const scanned = [...added, rare].filter(matcher('ha')).sort(compare);
    expect(scanned.length).toBeGreaterThan(1);
    expect(index.search('ha').map((row) => row.id)).toEqual(scanned.map((row) => row.id));
    expect(new Set(checked).size).toBe(2_000);
    expect(index.searchPage('HA', 1, 2)).toEqual({ rows: scanned.slice(1, 3), total: scanned.length });
  });
});
