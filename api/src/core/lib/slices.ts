import { setImmediate } from 'node:timers/promises';

/**
 * Work written as a generator that yields the units of work it has just done (a number; a bare `yield`
 * counts one): a row rated, a run sorted, a row moved. {@link runInSlices} runs it a slice at a time and
 * gives the event loop a turn between slices, so a pass over 100,000 rows never holds every other
 * request up (docs/performance.md, "Reads never block").
 */
export type Steps<T> = Generator<number | void, T, void>;

/** Units of work in one slice: about a millisecond or two of rows on this machine. */
export const SLICE_UNITS = 2_000;
/**
 * Units of the first slice, run at once: a portfolio of a few thousand customers is answered fresh in it
 * (about 10 ms), a larger one goes on in slices of {@link SLICE_UNITS}.
 */
export const FIRST_SLICE_UNITS = 16_000;

export interface SliceOptions {
  /** Units of the first slice, run before `runInSlices` returns: a small pass ends in it and is answered at once. */
  firstSliceUnits?: number;
  /** Units of every later slice. */
  sliceUnits?: number;
  /** Called once per slice (tests count them). */
  onSlice?: () => void;
}

export interface SlicedRun<T> {
  /** Set when the work ended within its first slice, before `runInSlices` returned. */
  settled?: { value: T };
  /** The result, whether the work ended in the first slice or later. */
  done: Promise<T>;
}

/** Runs `steps` until `units` units of work were done: the value when it ended, else undefined. */
function runSlice<T>(steps: Steps<T>, units: number): { value: T } | undefined {
  let spent = 0;
  while (spent < units) {
    const next = steps.next();
    if (next.done) return { value: next.value };
    spent += typeof next.value === 'number' ? next.value : 1;
  }
  return undefined;
}

/**
 * Runs `steps` in slices: the first one at once, the others each after a turn of the event loop
 * (`setImmediate`), so requests that arrive meanwhile are answered between two slices.
 */
export function runInSlices<T>(steps: Steps<T>, options: SliceOptions = {}): SlicedRun<T> {
  const { firstSliceUnits = FIRST_SLICE_UNITS, sliceUnits = SLICE_UNITS, onSlice } = options;
  onSlice?.();
  let first: { value: T } | undefined;
  try {
    first = runSlice(steps, firstSliceUnits);
  } catch (error) {
    return { done: Promise.reject(error) };
  }
  if (first) return { settled: first, done: Promise.resolve(first.value) };
  const done = (async () => {
    for (;;) {
      await setImmediate();
      onSlice?.();
      const ended = runSlice(steps, sliceUnits);
      if (ended) return ended.value;
    }
  })();
  return { done };
}

/** Runs `steps` to its end at once (a pass small enough to need no slices, or a caller that must have it now). */
export function runToEnd<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** Elements sorted by one `Array.prototype.sort` call before merging. */
const RUN_LENGTH = 512;

/**
 * Sorts `items` in place like `items.sort(compare)` (stable, the same order), in steps: runs of
 * {@link RUN_LENGTH} are sorted one at a time, then merged pairwise, yielding every few hundred elements.
 */
export function* sortSteps<T>(items: T[], compare: (a: T, b: T) => number): Steps<T[]> {
  const length = items.length;
  for (let start = 0; start < length; start += RUN_LENGTH) {
    const end = Math.min(length, start + RUN_LENGTH);
    const run = items.slice(start, end).sort(compare);
    for (let index = 0; index < run.length; index += 1) items[start + index] = run[index]!;
    yield run.length;
  }
  if (length <= RUN_LENGTH) return items;
  let from = items;
  let to = new Array<T>(length);
  for (let width = RUN_LENGTH; width < length; width *= 2) {
    for (let low = 0; low < length; low += 2 * width) {
      const middle = Math.min(length, low + width);
      const high = Math.min(length, low + 2 * width);
      let left = low;
      let right = middle;
      for (let out = low; out < high; out += 1) {
        // Ties take the left run's element first: stable, as Array.prototype.sort is.
        if (left < middle && (right >= high || compare(from[right]!, from[left]!) >= 0)) to[out] = from[left++]!;
        else to[out] = from[right++]!;
        if ((out & 255) === 255) yield 256;
      }
    }
    [from, to] = [to, from];
  }
  if (from !== items) for (let index = 0; index < length; index += 1) items[index] = from[index]!;
  return items;
}
