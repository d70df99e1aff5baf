import { runInSlices, type SliceOptions, type Steps } from '../../core/lib/slices';

/**
 * A value derived from the read model's figures, recomputed when its key changes (a new version of the
 * ledger, a new minute) by steps run in slices (core/lib/slices.ts), never in one piece on the event loop:
 *
 * - a pass that ends within its first slice (a small portfolio) is answered at once, so the answer is
 *   always that of the current key;
 * - a longer pass runs in the background while the previous value is answered; the next read after it
 *   ends gets the new one. With no previous value (the first read) the caller waits for the pass, which
 *   still gives the event loop a turn between slices.
 *
 * Staleness bound: one pass for the newest key asked, started when the pass before it ends (at most two
 * passes, docs/performance.md). One pass runs at a time.
 */
export class RefreshedValue<T> {
  private current?: { key: string; value: T };
  private running?: { key: string; done: Promise<T> };
  /** The newest key asked while a pass for an older one was running: started when that pass ends. */
  private wanted?: { key: string; steps: () => Steps<T> };

  constructor(private readonly options: SliceOptions = {}) {}

  /** The value for `key`, or the previous value while the pass for `key` runs. */
  get(key: string, steps: () => Steps<T>): Promise<T> {
    if (this.current?.key === key) return Promise.resolve(this.current.value);
    if (this.running) {
      if (this.running.key !== key) this.wanted = { key, steps };
      return this.current ? Promise.resolve(this.current.value) : this.running.done.then(() => this.get(key, steps));
    }
    return this.start(key, steps);
  }

  /** The key of the value answered now (tests). */
  get currentKey(): string | undefined {
    return this.current?.key;
  }

  private start(key: string, steps: () => Steps<T>): Promise<T> {
    const run = runInSlices(steps(), this.options);
    if (run.settled) {
      this.current = { key, value: run.settled.value };
      return Promise.resolve(run.settled.value);
    }
    const running = { key, done: run.done };
    this.running = running;
    const ended = () => {
      if (this.running !== running) return;
      this.running = undefined;
      const wanted = this.wanted;
      this.wanted = undefined;
      if (wanted && wanted.key !== key) this.start(wanted.key, wanted.steps).catch(() => undefined);
    };
    run.done.then((value) => {
      this.current = { key, value };
      ended();
    }, ended);
    return this.current ? Promise.resolve(this.current.value) : run.done;
  }
}
