import { eq, sql } from 'drizzle-orm';
import type { TCallScript, TCallStatistics } from '@duesflow/shared-contracts/call-scripts';
import { rowsOf, type Queryable } from '../../../core/db/database';
import { callScripts } from '../../../core/db/schema/communications';
import { businessDate } from '../../../core/lib/clock';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import { notFound } from '../../../core/lib/api-error';
import type * as routes from './call-scripts.routes';

type ScriptRow = typeof callScripts.$inferSelect;

interface Figures {
  script_id: string | null;
  calls: number;
  answered: number;
  commitments: number;
  disputes: number;
  callbacks: number;
  /** Calls whose outcome was reported (a call attempt), and those of them answered: the rates' bases. */
  reported: number;
  reported_answered: number;
  /** Answered calls whose length the provider reported, and their seconds. */
  timed: number;
  duration: number;
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
const averageSeconds = (seconds: number, calls: number) => (calls > 0 ? Math.round(seconds / calls) : null);

/**
 * Every call placed, by script. A call is a voice contact attempt (what every call workflow leaves when
 * the provider answers: completed, failed, ...) or a call attempt reported with its script, outcome and
 * length; a contact attempt that has its call attempt counts once, as the call attempt. Calls placed
 * with the reminder call's own text have no script (script_id null). Only a call attempt reports how the
 * call ended, so the rates are over those (`reported`): a contact attempt's outcome is unknown, not "no".
 */
async function figures(db: Queryable): Promise<Figures[]> {
  return rowsOf<Figures>(
    await db.execute(sql`
      with calls as (
        select script_id, status, outcome, duration_seconds, true as reported from call_attempts
        union all
        select null::uuid, a.outcome, 'none', null::int, false from contact_attempts a
        where a.channel = 'voice' and not exists (select 1 from call_attempts ca where ca.message_id = a.message_id)
      )
      select script_id::text as script_id, count(*)::int as calls,
        count(*) filter (where status = 'completed')::int as answered,
        count(*) filter (where outcome = 'commitment')::int as commitments,
        count(*) filter (where outcome = 'dispute')::int as disputes,
        count(*) filter (where outcome = 'callback')::int as callbacks,
        count(*) filter (where reported)::int as reported,
        count(*) filter (where reported and status = 'completed')::int as reported_answered,
        count(*) filter (where status = 'completed' and duration_seconds > 0)::int as timed,
        coalesce(sum(duration_seconds) filter (where status = 'completed' and duration_seconds > 0), 0)::int as duration
      from calls group by script_id
    `),
  );
}

function view(row: ScriptRow, figure: Figures | undefined): TCallScript {
  return {
    id: row.id,
    name: row.name,
    language: row.language,
    type: row.type,
    content: row.content,
    voiceSettings: row.voiceSettings,
    successRate: percent(Number(figure?.commitments ?? 0), Number(figure?.reported ?? 0)),
    totalCalls: Number(figure?.calls ?? 0),
    successfulCalls: Number(figure?.commitments ?? 0),
    createdAt: businessDate(row.createdAt),
    lastModified: businessDate(row.updatedAt),
  };
}

async function one(db: Queryable, id: string): Promise<TCallScript> {
  const [row] = await db.select().from(callScripts).where(eq(callScripts.id, id));
  if (!row) throw notFound('Script');
  const figure = (await figures(db)).find((item) => item.script_id === id);
  return view(row, figure);
}

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const { db } = c.var.deps;
  const rows = await db.select().from(callScripts).orderBy(callScripts.createdAt, callScripts.name);
  const byScript = new Map((await figures(db)).map((figure) => [figure.script_id, figure]));
  return c.json(
    rows.map((row) => view(row, byScript.get(row.id))),
    200,
  );
};

export const analytics: AppRouteHandler<typeof routes.analytics> = async (c) => {
  const { db } = c.var.deps;
  const all = await figures(db);
  const scripts = await db.select().from(callScripts).orderBy(callScripts.createdAt, callScripts.name);
  const byScript = new Map(all.map((figure) => [figure.script_id, figure]));
  const sum = (key: keyof Omit<Figures, 'script_id'>) => all.reduce((total, figure) => total + Number(figure[key]), 0);
  const perScript = scripts.map((script) => {
    const figure = byScript.get(script.id);
    const count = (key: keyof Omit<Figures, 'script_id'>) => Number(figure?.[key] ?? 0);
    return {
      scriptId: script.id,
      name: script.name,
      language: script.language,
      totalCalls: count('calls'),
      answeredCalls: count('answered'),
      successfulCalls: count('commitments'),
      callsWithOutcome: count('reported'),
      answeredWithOutcome: count('reported_answered'),
      successRate: percent(count('commitments'), count('reported')),
      commitmentRate: percent(count('commitments'), count('reported_answered')),
      averageCallDuration: averageSeconds(count('duration'), count('timed')),
    };
  });
  const best = perScript
    .filter((script) => script.totalCalls > 0)
    .sort((a, b) => b.successRate - a.successRate || b.totalCalls - a.totalCalls)[0];
  const reportedAnswered = sum('reported_answered');
  const body: TCallStatistics = {
    totalCalls: sum('calls'),
    answeredCalls: sum('answered'),
    successfulCalls: sum('commitments'),
    callsWithOutcome: sum('reported'),
    answeredWithOutcome: reportedAnswered,
    successRate: percent(sum('commitments'), sum('reported')),
    commitmentRate: percent(sum('commitments'), reportedAnswered),
    disputeRate: percent(sum('disputes'), reportedAnswered),
    callbackRequests: sum('callbacks'),
    averageCallDuration: averageSeconds(sum('duration'), sum('timed')),
    unscriptedCalls: Number(byScript.get(null)?.calls ?? 0),
    bestPerformingScript: best?.name ?? null,
    scripts: perScript,
  };
  return c.json(body, 200);
};

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const { db, clock } = c.var.deps;
  const body = c.req.valid('json');
  const now = clock.now();
  const [row] = await db
    .insert(callScripts)
    .values({ ...body, createdAt: now, updatedAt: now })
    .returning();
  return c.json(view(row!, undefined), 201);
};

export const update: AppRouteHandler<typeof routes.update> = async (c) => {
  const { db, clock } = c.var.deps;
  const { id } = c.req.valid('param');
  const [row] = await db
    .update(callScripts)
    .set({ ...c.req.valid('json'), updatedAt: clock.now() })
    .where(eq(callScripts.id, id))
    .returning();
  if (!row) throw notFound('Script');
  return c.json(await one(db, id), 200);
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const { db } = c.var.deps;
  const { id } = c.req.valid('param');
  const [row] = await db.delete(callScripts).where(eq(callScripts.id, id)).returning({ name: callScripts.name });
  if (!row) throw notFound('Script');
  return c.json({ success: true, message: `${row.name} was deleted` }, 200);
};

export const duplicate: AppRouteHandler<typeof routes.duplicate> = async (c) => {
  const { db, clock } = c.var.deps;
  const { id } = c.req.valid('param');
  const [source] = await db.select().from(callScripts).where(eq(callScripts.id, id));
  if (!source) throw notFound('Script');
  const now = clock.now();
  const [row] = await db
    .insert(callScripts)
    .values({
      name: `${source.name} (Copy)`.slice(0, 200),
      language: source.language,
      type: source.type,
      content: source.content,
      voiceSettings: source.voiceSettings,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return c.json(view(row!, undefined), 201);
};
