import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remoteExposes } from './exposes';

describe('remoteExposes', () => {
  let here: string;

  beforeEach(() => {
    here = mkdtempSync(join(tmpdir(), 'duesflow-exposes-'));
    mkdirSync(join(here, 'src', 'exposes'), { recursive: true });
    for (const file of ['Dashboard.tsx', 'Customers.tsx', 'mount.tsx']) writeFileSync(join(here, 'src', 'exposes', file), '');
  });
  afterEach(() => rmSync(here, { recursive: true, force: true }));

  it('exposes one module per declared screen module, in declared order, then ./mount', () => {
    const routes = [{ module: './Dashboard' }, { module: './Customers' }, { module: './Customers' }];
    expect(remoteExposes(here, routes)).toEqual({
      './Dashboard': './src/exposes/Dashboard.tsx',
      './Customers': './src/exposes/Customers.tsx',
      './mount': './src/exposes/mount.tsx',
    });
  });

  it('fails the build for a declared module without its file, a path for a name, or a screen named ./mount', () => {
    expect(() => remoteExposes(here, [{ module: './Tally' }])).toThrow('module "./Tally" is declared, but ./src/exposes/Tally.tsx does not exist');
    expect(() => remoteExposes(here, [{ module: './screens/Tally' }])).toThrow(/not a file name/);
    expect(() => remoteExposes(here, [{ module: './mount' }])).toThrow(/not a screen's module/);
  });
});
