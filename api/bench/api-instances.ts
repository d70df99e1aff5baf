import { readFileSync } from 'node:fs';
import type { BenchContext } from './lib';

/** One API process the bench started (`--instances N` starts N on one PostgreSQL database). */
export interface ApiInstance {
  url: string;
  pid: number;
  /** From spawning the process to its first `/api/health` answer. */
  startMs: number;
}

/** The context of a run with `--instances`: every API process, the first one being `apiUrl`. */
export interface InstancesContext extends BenchContext {
  instances: ApiInstance[];
}

/** The API processes of this run (one unless `--instances N`). */
export function instancesOf(context: BenchContext): ApiInstance[] {
  return (context as Partial<InstancesContext>).instances ?? [];
}

/** A process's resident memory in MB (Linux `/proc/<pid>/status`), NaN where unreadable. */
export function rssMb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D+/g, '')) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}
