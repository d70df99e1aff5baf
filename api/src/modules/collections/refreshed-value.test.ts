import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Steps } from '../../core/lib/slices';
import { RefreshedValue } from './refreshed-value';

/** Steps that visit `rows` rows and answer `value`, counting each row in `visits`. */
function pass(value: string, rows: number, visits: { count: number }): () => Steps<string> {
  return function* () {
    for (let index = 0; index < rows; index += 1) {
      visits.count += 1;
      yield;
    }
    return value;
  };
}

async function settle(value: RefreshedValue<string>, key: string) {
  for (let turn = 0; turn < 1_000 && value.currentKey !== key; turn += 1) await nextTurn();
  expect(value.currentKey).toBe(key);
}

describe('RefreshedValue', () => {
  it('answers a pass that ends in its first slice at once, with the new key', async () => {
    const visits = { count: 0 };
    const value = new RefreshedValue<string>({ firstSliceUnits: 100, sliceUnits: 10 });
    expect(await value.get('a', pass('A', 50, visits))).toBe('A');
    expect(await value.get('b', pass('B', 50, visits))).toBe('B');
    expect(await value.get('b', pass('never', 50, visits))).toBe('B'); // same key: no pass
    expect(visits.count).toBe(100);
  });

  it('makes the first read wait for a long pass, then answers the previous value while the next one runs in slices', async () => {
    const visits = { count: 0 };
    let slices = 0;
    const value = new RefreshedValue<string>({ firstSliceUnits: 10, sliceUnits: 10, onSlice: () => (slices += 1) });
    expect(await value.get('minute 1', pass('first', 100, visits))).toBe('first');
    expect(slices).toBe(11);

    slices = 0;
    visits.count = 0;
    // A new minute: answered at once with the previous figures, after only the first slice of the new pass.
    expect(await value.get('minute 2', pass('second', 100, visits))).toBe('first');
    expect(visits.count).toBe(10);
    expect(await value.get('minute 2', pass('second', 100, visits))).toBe('first'); // the same pass, not another
    await settle(value, 'minute 2');
    expect(await value.get('minute 2', pass('never', 100, visits))).toBe('second');
    expect(visits.count).toBe(100);
    expect(slices).toBe(11);
  });

  it('starts the newest key asked during a pass when that pass ends, skipping the ones in between', async () => {
    const visits = { count: 0 };
    const value = new RefreshedValue<string>({ firstSliceUnits: 5, sliceUnits: 5 });
    await value.get('1', pass('one', 20, visits));
    expect(await value.get('2', pass('two', 20, visits))).toBe('one');
    expect(await value.get('3', pass('three', 20, visits))).toBe('one');
    expect(await value.get('4', pass('four', 20, visits))).toBe('one');
    await settle(value, '2');
    await settle(value, '4');
    expect(await value.get('4', pass('never', 20, visits))).toBe('four');
    expect(visits.count).toBe(60); // '1', '2' and '4': '3' was never computed
  });

  it('keeps the previous value when a pass fails, and tries again on the next read', async () => {
    const value = new RefreshedValue<string>({ firstSliceUnits: 1, sliceUnits: 1 });
    await value.get('1', pass('one', 0, { count: 0 }));
    const failing = function* (): Steps<string> {
      yield;
      throw new Error('no ledger');
    };
    expect(await value.get('2', failing)).toBe('one');
    for (let turn = 0; turn < 5; turn += 1) await nextTurn();
    expect(value.currentKey).toBe('1');
    expect(await value.get('2', pass('two', 0, { count: 0 }))).toBe('two');
  });
});
