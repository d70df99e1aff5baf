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

/** At most this many of a search's grams are intersected (the rarest): more would rarely narrow it further. */
const MAX_GRAMS_INTERSECTED = 8;

/** Up to this many rows before a page's end, a page is selected from what was found without sorting it all. */
const MAX_SELECTED = 1_000;

/** Searches whose matching rows are kept (the most recent), until a row's searched text changes. */
const KEPT_SEARCHES = 16;

/**
 * A gram's key in the postings: three code units that are each below 1024 (Latin letters, digits,
 * punctuation: nearly every gram) as one small integer, so indexing a text makes no string per gram (at
 * 1,000,000 customers those strings were most of the garbage a start made); any other gram as its text.
 */
type GramKey = number | string;

/** The key of the gram of `text` that starts at `start`. */
function gramAt(text: string, start: number): GramKey {
  const a = text.charCodeAt(start);
  const b = text.charCodeAt(start + 1);
  const c = text.charCodeAt(start + 2);
  return (a | b | c) < 1024 ? (a << 20) | (b << 10) | c : text.slice(start, start + GRAM);
}

/** Each distinct gram of `text`, once. */
function gramsOf(text: string): Set<GramKey> {
  const grams = new Set<GramKey>();
  for (let start = 0; start + GRAM <= text.length; start += 1) grams.add(gramAt(text, start));
  return grams;
}

/**
 * The customer search answered from a trigram index (docs/performance.md, "Search by index"): every run
 * of three characters of each row's searched text (lower-cased name and email) and of its phone's
 * digits points at the row. A search intersects the postings of the grams of what was typed (slot
 * numbers only, rarest first), checks only the rows in every one of them with the same `matcher` the
 * plain scan uses, and answers them in list order. So it finds exactly what the scan finds. The read
 * model keeps one in step with the ledger: a row whose name, email and phone did not change costs
 * nothing but the swap of its object.
 *
 * A search shorter than three characters (or a phone search of fewer than three digits) has no gram to
 * look up: it checks every row the index holds, with the same page selection (no table row made for
 * every customer, nothing sorted but the page).
 */
export class CustomerSearchIndex<R extends SearchKeys & { id: string }> {
  private readonly slotById = new Map<string, number>();
  private readonly rowBySlot: (R | undefined)[] = [];
  private readonly text = new Map<GramKey, Posting>();
  private readonly phone = new Map<GramKey, Posting>();
  /** Per slot, the query that last visited it: each candidate is checked once per search. */
  private visited = new Int32Array(1024);
  private searches = 0;
  /** Per slot, how many of the current intersection's postings held it, above `intersections`' base. */
  private seen = new Int32Array(1024);
  private intersections = 0;
  /** Per slot, the row's `rankOf` (only with one). */
  private ranks = new Float64Array(1024);
  /** The slots each recent search matched, valid while `textVersion` is what it was then. */
  private readonly kept = new Map<string, { version: number; slots: Int32Array }>();
  /** Moves on every change of what a search can match: a row added, deleted or with new searched text. */
  private textVersion = 0;

  /**
   * @param compare the list's order, in which results are answered.
   * @param rankOf a number per row that never contradicts `compare` (a row before another never has a
   *   higher rank; ties allowed): a page is then selected by rank from the matching slots, and only the
   *   rows that can be on it are read and compared.
   */
  constructor(
    private readonly compare: (a: R, b: R) => number,
    private readonly rankOf?: (row: R) => number,
  ) {}

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
      this.rank(added, row);
      this.textVersion += 1;
      return this.index(added, row, 1);
    }
    const previous = this.rowBySlot[slot]!;
    this.rowBySlot[slot] = row;
    this.rank(slot, row);
    if (previous.searchText === row.searchText && previous.phoneDigits === row.phoneDigits) return 0;
    this.textVersion += 1;
    return this.index(slot, previous, -1) + this.index(slot, row, 1);
  }

  delete(id: string): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    this.index(slot, this.rowBySlot[slot]!, -1);
    this.rowBySlot[slot] = undefined;
    this.slotById.delete(id);
    this.textVersion += 1;
  }

  /** The rows `query` matches, in list order. */
  search(query: string): R[] {
    const found: R[] = [];
    for (const slot of this.matching(query)) found.push(this.rowBySlot[slot]!);
    return found.sort(this.compare);
  }

  /**
   * The rows from `start` to `start + count` of what `query` matches, in list order, and how many it
   * matches. A page near the top is selected from the matches as they are checked (each match compared
   * once with the page's last row, most of them never placed), not by sorting them all: at 1,000,000
   * customers a common surname matches tens of thousands.
   */
  searchPage(query: string, start: number, count: number): { rows: R[]; total: number } {
    const end = start + count;
    if (end > MAX_SELECTED) {
      const all = this.search(query);
      return { rows: all.slice(start, end), total: all.length };
    }
    const slots = this.matching(query);
    if (end === 0) return { rows: [], total: slots.length };
    const best: R[] = [];
    for (const slot of this.rankOf ? this.possiblyFirst(slots, end) : slots) {
      const row = this.rowBySlot[slot]!;
      if (best.length === end && this.compare(row, best[end - 1]!) >= 0) continue;
      let low = 0;
      let high = best.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (this.compare(best[middle]!, row) < 0) low = middle + 1;
        else high = middle;
      }
      best.splice(low, 0, row);
      if (best.length > end) best.pop();
    }
    return { rows: best.slice(start), total: slots.length };
  }

  /**
   * Of `slots`, those whose rank is at most the `end`-th lowest: every row of the first `end` in list order
   * is among them (a rank never contradicts the order), with any that tie with the last. Reads ranks only.
   */
  private possiblyFirst(slots: Int32Array, end: number): Int32Array {
    if (slots.length <= end) return slots;
    const { ranks } = this;
    // The `end` lowest ranks, kept sorted (end ≤ MAX_SELECTED): most slots are passed over by one comparison.
    const lowest = new Float64Array(end).fill(Infinity);
    for (let index = 0; index < slots.length; index += 1) {
      const rank = ranks[slots[index]!]!;
      if (rank >= lowest[end - 1]!) continue;
      let at = end - 1;
      while (at > 0 && lowest[at - 1]! > rank) {
        lowest[at] = lowest[at - 1]!;
        at -= 1;
      }
      lowest[at] = rank;
    }
    const bound = lowest[end - 1]!;
    return slots.filter((slot) => ranks[slot]! <= bound);
  }

  /**
   * The slots of the rows `query` matches, in no order: kept per search until a row's searched text
   * changes, so asking again (a screen's refresh, another page, a second user) reads no row to check it.
   */
  private matching(query: string): Int32Array {
    const key = query.trim().toLowerCase();
    const kept = this.kept.get(key);
    if (kept && kept.version === this.textVersion) {
      // Most recent last: the oldest is the first to go.
      this.kept.delete(key);
      this.kept.set(key, kept);
      return kept.slots;
    }
    const found: number[] = [];
    this.eachMatch(query, (slot) => found.push(slot));
    const slots = Int32Array.from(found);
    this.kept.delete(key);
    this.kept.set(key, { version: this.textVersion, slots });
    if (this.kept.size > KEPT_SEARCHES) this.kept.delete(this.kept.keys().next().value!);
    return slots;
  }

  /** Calls `found` with the slot of each row `query` matches, in no order; answers how many. */
  private eachMatch(query: string, found: (slot: number) => void): number {
    const text = query.trim().toLowerCase();
    const phoneDigits = phoneSearchOf(text);
    const matches = matcher(query);
    if (text.length < GRAM || (phoneDigits !== null && phoneDigits.length < GRAM)) {
      // No gram to look up: every row is a candidate.
      let total = 0;
      this.rowBySlot.forEach((row, slot) => {
        if (row && matches(row)) {
          total += 1;
          found(slot);
        }
      });
      return total;
    }
    this.fit();
    const candidates = [this.intersection(this.text, text), phoneDigits === null ? undefined : this.intersection(this.phone, phoneDigits)];
    this.searches += 1;
    const search = this.searches;
    const { visited, rowBySlot } = this;
    let total = 0;
    for (const slots of candidates) {
      if (!slots) continue;
      for (let index = 0; index < slots.length; index += 1) {
        const slot = slots[index]!;
        if (visited[slot] === search) continue;
        visited[slot] = search;
        const row = rowBySlot[slot];
        if (row && matches(row)) {
          total += 1;
          found(slot);
        }
      }
    }
    return total;
  }

  /** The per-slot arrays grown to every slot in use; their counters started again before they could overflow. */
  private fit(): void {
    if (this.visited.length < this.rowBySlot.length) {
      const size = Math.max(this.rowBySlot.length, this.visited.length * 2);
      const visited = new Int32Array(size);
      visited.set(this.visited);
      this.visited = visited;
      const seen = new Int32Array(size);
      seen.set(this.seen);
      this.seen = seen;
    }
    if (this.searches > 2 ** 30 || this.intersections > 2 ** 30 / (MAX_GRAMS_INTERSECTED + 1)) {
      this.visited.fill(0);
      this.seen.fill(0);
      this.searches = 0;
      this.intersections = 0;
    }
  }

  /**
   * The slots in the postings of all of `value`'s grams (of its rarest `MAX_GRAMS_INTERSECTED`): no other
   * row can match. Only the postings' numbers are read, not the rows. Empty when a gram is in no row.
   */
  private intersection(postings: Map<GramKey, Posting>, value: string): Int32Array {
    const lists: Posting[] = [];
    for (const gram of gramsOf(value)) {
      const posting = postings.get(gram);
      if (!posting) return new Int32Array(0);
      lists.push(posting);
    }
    lists.sort((a, b) => a.length - b.length);
    const rarest = lists[0]!;
    const narrowing = lists.slice(1, MAX_GRAMS_INTERSECTED);
    if (narrowing.length === 0) return rarest.slots.subarray(0, rarest.length);
    this.intersections += 1;
    const base = this.intersections * (MAX_GRAMS_INTERSECTED + 1);
    const seen = this.seen;
    for (let index = 0; index < rarest.length; index += 1) seen[rarest.slots[index]!] = base + 1;
    narrowing.forEach((posting, position) => {
      const before = base + 1 + position;
      for (let index = 0; index < posting.length; index += 1) {
        const slot = posting.slots[index]!;
        if (seen[slot] === before) seen[slot] = before + 1;
      }
    });
    const inAll = base + 1 + narrowing.length;
    const slots = new Int32Array(rarest.length);
    let length = 0;
    for (let index = 0; index < rarest.length; index += 1) {
      const slot = rarest.slots[index]!;
      if (seen[slot] === inAll) slots[length++] = slot;
    }
    return slots.subarray(0, length);
  }

  /** Records the slot's rank (growing the ranks to fit). */
  private rank(slot: number, row: R): void {
    if (!this.rankOf) return;
    if (slot >= this.ranks.length) {
      const ranks = new Float64Array(Math.max(slot + 1, this.ranks.length * 2));
      ranks.set(this.ranks);
      this.ranks = ranks;
    }
    this.ranks[slot] = this.rankOf(row);
  }

  /** Adds (`sign` 1) or removes (-1) the slot's postings for `row`'s grams; answers how many. */
  private index(slot: number, row: R, sign: 1 | -1): number {
    return this.indexText(this.text, row.searchText, slot, sign) + this.indexText(this.phone, row.phoneDigits, slot, sign);
  }

  /**
   * The slot added to (or removed from) the postings of each gram of `value`; answers how many grams. A
   * gram the text holds twice is added once: its posting's last slot is then this one already.
   */
  private indexText(postings: Map<GramKey, Posting>, value: string, slot: number, sign: 1 | -1): number {
    let work = 0;
    for (let start = 0; start + GRAM <= value.length; start += 1) {
      const gram = gramAt(value, start);
      let posting = postings.get(gram);
      if (sign === 1) {
        if (!posting) postings.set(gram, (posting = new Posting()));
        else if (posting.length > 0 && posting.slots[posting.length - 1] === slot) continue;
        posting.add(slot);
      } else if (posting) {
        posting.remove(slot);
        if (posting.length === 0) postings.delete(gram);
      }
      work += 1;
    }
    return work;
  }
}
