import { matcher, phoneSearchOf, type SearchKeys } from './customer-search';

/** Grams indexed: every run of this many UTF-16 code units of the searched text (what `includes` compares). */
const GRAM = 3;

/** A growable list of slots: 4 bytes a slot rather than a JavaScript array's 8. */
class Posting {
  slots = new Int32Array(4);
  length = 0;

  add(slot: number): void {
    if (this.length === this.slots.length) {
      const grown = new Int32Array(this.slots.length * 2);
      grown.set(this.slots);
      this.slots = grown;
    }
    this.slots[this.length] = slot;
    this.length += 1;
  }

  /** Removes one occurrence of `slot` (the order of a posting does not matter). */
  remove(slot: number): void {
    for (let index = 0; index < this.length; index += 1) {
      if (this.slots[index] === slot) {
        this.length -= 1;
        this.slots[index] = this.slots[this.length]!;
        return;
      }
    }
  }
}

/** Each distinct gram of `text`, once. */
function gramsOf(text: string): Set<string> {
  const grams = new Set<string>();
  for (let start = 0; start + GRAM <= text.length; start += 1) grams.add(text.slice(start, start + GRAM));
  return grams;
}

/**
 * The customer search answered from a trigram index (docs/performance.md, "Search by index"): every run
 * of three characters of each row's searched text (lower-cased name and email) and of its phone's
 * digits points at the row. A search looks up the rarest gram of what was typed, checks only the rows
 * it points at with the same `matcher` the plain scan uses, and answers them in list order. So it finds
 * exactly what the scan finds. The read model keeps one in step with the ledger: a row whose name,
 * email and phone did not change costs nothing but the swap of its object.
 *
 * A search shorter than three characters (or a phone search of fewer than three digits) has no gram to
 * look up: `search` answers undefined and the caller scans, as before.
 */
export class CustomerSearchIndex<R extends SearchKeys & { id: string }> {
  private readonly slotById = new Map<string, number>();
  private readonly rowBySlot: (R | undefined)[] = [];
  private readonly text = new Map<string, Posting>();
  private readonly phone = new Map<string, Posting>();
  /** Per slot, the query that last visited it: each candidate is checked once per search. */
  private visited = new Int32Array(1024);
  private searches = 0;

  /** @param compare the list's order, in which results are answered. */
  constructor(private readonly compare: (a: R, b: R) => number) {}

  get size(): number {
    return this.slotById.size;
  }

  /** Adds `row` or replaces the row of the same id; the grams change only when its searched text did. Answers the work done (grams moved). */
  set(row: R): number {
    const slot = this.slotById.get(row.id);
    if (slot === undefined) {
      const added = this.rowBySlot.length;
      this.slotById.set(row.id, added);
      this.rowBySlot.push(row);
      return this.index(added, row, 1);
    }
    const previous = this.rowBySlot[slot]!;
    this.rowBySlot[slot] = row;
    if (previous.searchText === row.searchText && previous.phoneDigits === row.phoneDigits) return 0;
    return this.index(slot, previous, -1) + this.index(slot, row, 1);
  }

  delete(id: string): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    this.index(slot, this.rowBySlot[slot]!, -1);
    this.rowBySlot[slot] = undefined;
    this.slotById.delete(id);
  }

  /** The rows `query` matches, in list order; undefined when the query is too short for the index. */
  search(query: string): R[] | undefined {
    const text = query.trim().toLowerCase();
    if (text.length < GRAM) return undefined;
    const phoneDigits = phoneSearchOf(text);
    if (phoneDigits !== null && phoneDigits.length < GRAM) return undefined;
    const postings = [this.rarest(this.text, text), phoneDigits === null ? undefined : this.rarest(this.phone, phoneDigits)];
    const matches = matcher(query);
    this.searches += 1;
    if (this.visited.length < this.rowBySlot.length) {
      const grown = new Int32Array(Math.max(this.rowBySlot.length, this.visited.length * 2));
      grown.set(this.visited);
      this.visited = grown;
    }
    const found: R[] = [];
    for (const posting of postings) {
      if (!posting) continue;
      for (let index = 0; index < posting.length; index += 1) {
        const slot = posting.slots[index]!;
        if (this.visited[slot] === this.searches) continue;
        this.visited[slot] = this.searches;
        const row = this.rowBySlot[slot];
        if (row && matches(row)) found.push(row);
      }
    }
    return found.sort(this.compare);
  }

  /** The shortest posting of `value`'s grams: no row lacking it can match. Undefined when a gram is in no row. */
  private rarest(postings: Map<string, Posting>, value: string): Posting | undefined {
    let rarest: Posting | undefined;
    for (const gram of gramsOf(value)) {
      const posting = postings.get(gram);
      if (!posting) return undefined;
      if (!rarest || posting.length < rarest.length) rarest = posting;
    }
    return rarest;
  }

  /** Adds (`sign` 1) or removes (-1) the slot's postings for `row`'s grams; answers how many. */
  private index(slot: number, row: R, sign: 1 | -1): number {
    let work = 0;
    for (const [postings, value] of [
      [this.text, row.searchText],
      [this.phone, row.phoneDigits],
    ] as const) {
      for (const gram of gramsOf(value)) {
        let posting = postings.get(gram);
        if (sign === 1) {
          if (!posting) postings.set(gram, (posting = new Posting()));
          posting.add(slot);
        } else if (posting) {
          posting.remove(slot);
          if (posting.length === 0) postings.delete(gram);
        }
        work += 1;
      }
    }
    return work;
  }
}
