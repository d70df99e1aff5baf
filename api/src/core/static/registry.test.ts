import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadRegistry } from './registry';

function registryFile(content: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'registry-')), 'registry.json');
  writeFileSync(file, JSON.stringify(content));
  return file;
}

describe('loadRegistry', () => {
  const file = registryFile({
    remotes: [
      { name: 'collections', manifestUrl: '/remotes/collections/mf-manifest.json' },
      { name: 'payments', manifestUrl: '/remotes/payments/mf-manifest.json', order: 2 },
    ],
  });

  it('answers the file: each remote with its manifest URL', async () => {
    expect(await loadRegistry(file, {})).toEqual({
      remotes: [
        { name: 'collections', manifestUrl: '/remotes/collections/mf-manifest.json' },
        { name: 'payments', manifestUrl: '/remotes/payments/mf-manifest.json', order: 2 },
      ],
    });
  });

  it('replaces one remote manifest URL from REMOTE_<NAME>_URL and leaves the others', async () => {
    const registry = await loadRegistry(file, { payments: 'https://cdn.example.com/payments/mf-manifest.json' });
    expect(registry.remotes).toEqual([
      { name: 'collections', manifestUrl: '/remotes/collections/mf-manifest.json' },
      { name: 'payments', manifestUrl: 'https://cdn.example.com/payments/mf-manifest.json', order: 2 },
    ]);
  });

  it('drops route lists of the old registry shape: routes come from each remote', async () => {
    const old = registryFile({
      remotes: [
        { name: 'collections', manifestUrl: '/m.json', routes: [{ path: '/', label: 'Dashboard', order: 1, module: './Dashboard' }] },
      ],
    });
    expect(await loadRegistry(old, {})).toEqual({ remotes: [{ name: 'collections', manifestUrl: '/m.json' }] });
  });

  it('refuses a file that is not a registry', async () => {
    await expect(loadRegistry(registryFile({ remotes: [{ name: 'Bad Name' }] }), {})).rejects.toThrow();
  });
});
