import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../../core/app-deps';
import { rowsOf } from '../../../core/db/database';
import { serializedBody, type CachedBody } from '../../../core/lib/cached-body';
import { businessDate } from '../../../core/lib/clock';

/**
 * With nothing heard, the notes' and the ledger's versions are still read this often: the bound on
 * staleness should a notification be lost (a LISTEN connection being replaced), as for the read model.
 */
export const ROW_NOTES_RECHECK_MS = 5_000;
/** Pages kept per list (a page number, size and search each): further ones are made per request. */
const MAX_PAGES = 32;

/** A page's body as made under `version`, answered until that moves or the clock reaches `validUntil`. */
interface KeptPage {
  version: string;
  validUntil: number;
  body: Promise<CachedBody>;
}

/** What a page is made of: its body and until when its notes hold with nothing written (epoch ms; Infinity: no end). */
export interface MadePage {
  value: unknown;
  validUntil: number;
}

const pagesByList = new WeakMap<object, Map<string, KeptPage>>();
const versionsByApp = new WeakMap<object, { key: string; at: number } | { reading: Promise<string> }>();

/** The sequences behind a page's notes (migration 0034) and its rows (0004): read at most every ROW_NOTES_RECHECK_MS. */
async function sequences(deps: AppDeps): Promise<string> {
  const kept = versionsByApp.get(deps);
  if (kept && 'key' in kept && Date.now() - kept.at < ROW_NOTES_RECHECK_MS) return kept.key;
  if (kept && 'reading' in kept) return kept.reading;
  const at = Date.now();
  const reading = (async () => {
    const [row] = rowsOf<Record<string, unknown>>(
      await deps.db.execute(sql`select (select last_value from row_notes_version_seq)::text as notes,
        (select last_value from ledger_version_seq)::text as ledger`),
    );
    return `${row?.notes}|${row?.ledger}`;
  })();
  versionsByApp.set(deps, { reading });
  try {
    const key = await reading;
    versionsByApp.set(deps, { key, at });
    return key;
  } catch (error) {
    versionsByApp.delete(deps);
    throw error;
  }
}

/**
 * The serialized body of one page of the Customers list with what its rows show beside the ledger
 * (holds, promises, disputes, page visits, owners: five reads), made once and answered until any of that
 * may have changed (docs/performance.md): `list` is the object the read model replaces whenever a row of
 * the list changes; the notes are kept per version, which moves with every `duesflow_data_changed`
 * notification and every write of this process (the read model's `changesHeard`, the notes' tables
 * notifying since migration 0034), with the business day, and at `validUntil` (a page visit's 7 days
 * running out). Requests for a page being made share the one making.
 */
export async function cachedPage(
  deps: AppDeps,
  list: object,
  variant: string,
  now: Date,
  make: () => Promise<MadePage>,
): Promise<CachedBody> {
  // Counted before anything is read: a change heard meanwhile makes the next request make the page again.
  const heard = deps.reads.changesHeard();
  const version = `${heard}|${await sequences(deps)}|${businessDate(now)}`;
  let pages = pagesByList.get(list);
  if (!pages) pagesByList.set(list, (pages = new Map()));
  const kept = pages.get(variant);
  if (kept && kept.version === version && now.getTime() < kept.validUntil) return kept.body;
  const page: KeptPage = { version, validUntil: Infinity, body: Promise.resolve(undefined as never) };
  page.body = make().then((made) => {
    page.validUntil = made.validUntil;
    return serializedBody(made.value);
  });
  if (kept || pages.size < MAX_PAGES) {
    pages.set(variant, page);
    page.body.catch(() => {
      if (pages.get(variant) === page) pages.delete(variant);
    });
  }
  return page.body;
}
