import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENV_VARIABLES } from './env';

/** The variables README's configuration table names (first column, `A`, or `A`, `B` on one row). */
function documentedVariables(): Set<string> {
  const readme = readFileSync(join(__dirname, '..', '..', '..', 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'));
  const table = section.slice(0, section.indexOf('\n## '));
  const names = new Set<string>();
  for (const line of table.split('\n')) {
    const first = /^\|([^|]+)\|/.exec(line)?.[1] ?? '';
    for (const [, name] of first.matchAll(/`([A-Z][A-Z0-9_<>]*)`/g)) names.add(name!);
  }
  return names;
}

describe("README's configuration table", () => {
  it('names every variable env.ts reads, and none it does not', () => {
    const documented = documentedVariables();
    documented.delete('REMOTE_<NAME>_URL'); // a family of variables, read by pattern
    expect([...documented].sort()).toEqual([...ENV_VARIABLES].sort());
  });
});
