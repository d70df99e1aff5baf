/**
 * How run.ts starts the API, for a section that starts more of it (`sections/start-up.ts`): the node
 * arguments of its entry, its environment, and where the seeded data of a `--scale` run on PGlite is, so a
 * start can be measured on a copy of it (the bench's own API keeps its folder locked). Set once by run.ts,
 * like the session in lib.ts.
 */
export interface ApiLaunch {
  /** `node` arguments: the compiled `dist/server.js` (as `npm start` runs it) or the sources through tsx. */
  args: string[];
  /** The bench API's environment (PORT and DATA_DIR are each start's own). */
  env: Record<string, string>;
  /** PGlite at `--scale N`: the seeded data folder every run copies. */
  seededDataDir?: string;
}

let launch: ApiLaunch | undefined;

export function useApiLaunch(value: ApiLaunch): void {
  launch = value;
}

export function apiLaunch(): ApiLaunch {
  if (!launch) throw new Error('run.ts has not said how it starts the API');
  return launch;
}
