import { runInSlices, runToEnd, sortSteps, type Steps } from './slices';

/** A fixed-seed generator: the same arrays on every run. */
function randomOf(seed: number) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

function* countTo(n: number, visited: number[]): Steps<number> {
  for (let index = 0; index < n; index += 1) {
    visited.push(index);
    yield;
  }
  return n;
}

describe('sortSteps', () => {
  it('sorts as Array.prototype.sort does, ties kept in their order, at every length around the run size', () => {
    const random = randomOf(20261126);
    for (const length of [0, 1, 2, 511, 512, 513, 1024, 1500, 5000]) {
      const items = Array.from({ length }, (_, index) => ({ key: Math.floor(random() * 50), index }));
      const byKey = (a: { key: number }, b: { key: number }) => a.key - b.key;
      const expected = items.slice().sort(byKey);
      expect(runToEnd(sortSteps(items, byKey))).toEqual(expected);
      expect(items).toEqual(expected); // in place
    }
  });

  it('yields between runs and merges, so a long sort is many slices', () => {
    const items = Array.from({ length: 10_000 }, (_, index) => (index * 7919) % 10_000);
    const steps = sortSteps(items, (a, b) => a - b);
    let yields = 0;
    while (!steps.next().done) yields += 1;
    expect(yields).toBeGreaterThan(50);
    expect(items[0]).toBe(0);
    expect(items[9_999]).toBe(9_999);
  });
});

describe('runInSlices', () => {
  it('ends a small pass within its first slice, before returning', () => {
    const visited: number[] = [];
    const run = runInSlices(countTo(10, visited), { firstSliceUnits: 100 });
    expect(run.settled).toEqual({ value: 10 });
    expect(visited).toHaveLength(10);
  });

  it('runs a long pass a slice per turn of the event loop, giving other work its turn between', async () => {
    const visited: number[] = [];
    let slices = 0;
    const run = runInSlices(countTo(1_000, visited), { firstSliceUnits: 100, sliceUnits: 300, onSlice: () => (slices += 1) });
    expect(run.settled).toBeUndefined();
    expect(visited).toHaveLength(100); // only the first slice ran before returning
    const seenBetween: number[] = [];
    const other = new Promise<void>((resolve) =>
      setImmediate(() => {
        seenBetween.push(visited.length);
        resolve();
      }),
    );
    expect(await run.done).toBe(1_000);
    await other;
    expect(slices).toBe(5); // 100 + 300 + 300 + 300, then the last 0 that ends it
    expect(seenBetween[0]).toBeLessThan(1_000);
  });

  it('counts a yielded number as that many units of work', () => {
    function* heavy(): Steps<string> {
      yield 60;
      yield 60;
      return 'done';
    }
    expect(runInSlices(heavy(), { firstSliceUnits: 100 }).settled).toBeUndefined();
    expect(runInSlices(heavy(), { firstSliceUnits: 121 }).settled).toEqual({ value: 'done' });
  });

  it('rejects with the error a step throws, in the first slice or a later one', async () => {
    function* failing(after: number): Steps<void> {
      for (let index = 0; index < after; index += 1) yield;
      throw new Error('broken row');
    }
    await expect(runInSlices(failing(1), { firstSliceUnits: 10 }).done).rejects.toThrow('broken row');
    await expect(runInSlices(failing(50), { firstSliceUnits: 10, sliceUnits: 10 }).done).rejects.toThrow('broken row');
  });
});
