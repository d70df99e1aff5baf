import type { AppDeps } from '../../../core/app-deps';
import { DAY_MS } from '../../../core/lib/clock';
import { ROW_NOTES_RECHECK_MS, cachedPage, type MadePage } from './page-bodies';

/** An app as far as the kept pages read it: the changes heard and the two sequences, both set by the test. */
function fakeApp() {
  const app = { heard: 0, notes: 1, ledger: 1, reads: 0 };
  const deps = {
    reads: { changesHeard: () => app.heard },
    db: {
      execute: async () => {
        app.reads += 1;
        return { rows: [{ notes: String(app.notes), ledger: String(app.ledger) }] };
      },
    },
  } as unknown as AppDeps;
  return { app, deps };
}

/** A page maker that counts its makings and answers `value` (its count by default). */
function maker(validUntil = Infinity) {
  const made = { count: 0 };
  const make = jest.fn(async (): Promise<MadePage> => {
    made.count += 1;
    return { value: { making: made.count }, validUntil };
  });
  return { made, make };
}

const NOW = new Date('2026-11-26T06:00:00Z');
const textOf = async (body: Promise<{ text: string }>) => JSON.parse((await body).text) as { making: number };

afterEach(() => jest.restoreAllMocks());

describe('a page of the Customers list kept per version of its notes', () => {
  it('is made once while nothing changes, and again after a change heard', async () => {
    const { app, deps } = fakeApp();
    const list = {};
    const { make } = maker();
    expect(await textOf(cachedPage(deps, list, 'p1', NOW, make))).toEqual({ making: 1 });
    expect(await textOf(cachedPage(deps, list, 'p1', NOW, make))).toEqual({ making: 1 });
    expect(make).toHaveBeenCalledTimes(1);
    expect(app.reads).toBe(1);

    app.heard += 1;
    expect(await textOf(cachedPage(deps, list, 'p1', NOW, make))).toEqual({ making: 2 });
    // Another page of the same list, and the same page of a replaced list, are made on their own.
    expect(await textOf(cachedPage(deps, list, 'p2', NOW, make))).toEqual({ making: 3 });
    expect(await textOf(cachedPage(deps, {}, 'p1', NOW, make))).toEqual({ making: 4 });
  });

  it('shares one making between requests that arrive while it runs', async () => {
    const { deps } = fakeApp();
    const { make } = maker();
    const list = {};
    const bodies = await Promise.all([1, 2, 3].map(() => cachedPage(deps, list, 'p1', NOW, make)));
    expect(make).toHaveBeenCalledTimes(1);
    expect(new Set(bodies).size).toBe(1);
  });

  it('notices a write whose notification was lost once the recheck interval has passed', async () => {
    const { app, deps } = fakeApp();
    const { make } = maker();
    const list = {};
    let clock = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => clock);
    await cachedPage(deps, list, 'p1', NOW, make);
    app.notes += 1; // written by another process, its notification never heard
    clock += ROW_NOTES_RECHECK_MS - 1;
    expect(await textOf(cachedPage(deps, list, 'p1', NOW, make))).toEqual({ making: 1 });
    clock += 1;
    expect(await textOf(cachedPage(deps, list, 'p1', NOW, make))).toEqual({ making: 2 });
    app.ledger += 1; // a payment, which may clear a broken promise
    clock += ROW_NOTES_RECHECK_MS;
    expect(await textOf(cachedPage(deps, list, 'p1', NOW, make))).toEqual({ making: 3 });
  });

  it('is made again on a new business day and once a shown visit stops being recent', async () => {
    const { deps } = fakeApp();
    const list = {};
    const visitEnds = NOW.getTime() + 3_600_000;
    const { make } = maker(visitEnds);
    await cachedPage(deps, list, 'p1', NOW, make);
    expect(await textOf(cachedPage(deps, list, 'p1', new Date(visitEnds - 1), make))).toEqual({ making: 1 });
    expect(await textOf(cachedPage(deps, list, 'p1', new Date(visitEnds), make))).toEqual({ making: 2 });

    const days = maker();
    await cachedPage(deps, list, 'p2', NOW, days.make);
    // 18:30 UTC is midnight in India: the holds of a promise that ended yesterday lift.
    expect(await textOf(cachedPage(deps, list, 'p2', new Date('2026-11-26T18:29:59Z'), days.make))).toEqual({ making: 1 });
    expect(await textOf(cachedPage(deps, list, 'p2', new Date(NOW.getTime() + DAY_MS), days.make))).toEqual({ making: 2 });
  });

  it('makes the page again after a making that failed', async () => {
    const { deps } = fakeApp();
    const list = {};
    const make = jest
      .fn<Promise<MadePage>, []>()
      .mockRejectedValueOnce(new Error('database gone'))
      .mockResolvedValue({ value: { making: 2 }, validUntil: Infinity });
    await expect(cachedPage(deps, list, 'p1', NOW, make)).rejects.toThrow('database gone');
    expect(await textOf(cachedPage(deps, list, 'p1', NOW, make))).toEqual({ making: 2 });
  });
});
