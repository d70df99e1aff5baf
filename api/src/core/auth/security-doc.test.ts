import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../../test/test-app';
import { routeAccessTable } from './access';

/**
 * docs/security.md's roles table is the route declarations themselves: this test fails when a route's
 * declaration and the table differ. `UPDATE_SECURITY_DOC=1` rewrites the table from the declarations.
 */
const DOC = join(__dirname, '..', '..', '..', '..', 'docs', 'security.md');
const BEGIN = '<!-- routes:begin -->';
const END = '<!-- routes:end -->';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.stop());

it('docs/security.md lists every route with the capability it declares', () => {
  const doc = readFileSync(DOC, 'utf8');
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  expect([start, end].every((index) => index >= 0)).toBe(true);
  const table = `${BEGIN}\n${routeAccessTable(t.routeAccess)}\n${END}`;
  if (process.env.UPDATE_SECURITY_DOC === '1') writeFileSync(DOC, doc.slice(0, start) + table + doc.slice(end + END.length));
  expect(doc.slice(start, end + END.length)).toBe(table);
});
