import { ZSessionUser } from '@duesflow/shared-contracts/auth';
import { readSessionUser } from './sessionEvents';

const user = { id: 'u1', email: 'admin@duesflow.local', name: 'Asha Admin', role: 'admin' };

/** Answers `GET /api/auth/me` may carry: the API's own, and what a proxy or an old server might send. */
const ANSWERS: unknown[] = [
  user,
  { ...user, role: 'viewer', extra: 'ignored' },
  { ...user, role: 'owner' },
  { ...user, email: undefined },
  { ...user, id: 7 },
  { id: 'u1' },
  null,
  [],
  'admin',
];

describe('readSessionUser (the light reading of the signed-in user on the first page)', () => {
  it.each(ANSWERS.map((answer) => [JSON.stringify(answer), answer]))('reads %s exactly as ZSessionUser does', (_name, answer) => {
    const parsed = ZSessionUser.safeParse(answer);
    expect(readSessionUser(answer)).toEqual(parsed.success ? parsed.data : undefined);
  });
});
