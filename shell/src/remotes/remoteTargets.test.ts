import { remoteModuleId, remoteTargets } from './remoteTargets';

describe('remoteTargets', () => {
  it('resolves relative manifest URLs against the registry URL and keeps absolute ones', () => {
    const targets = remoteTargets(
      [
        { name: 'collections', manifestUrl: '/remotes/collections/mf-manifest.json' },
        { name: 'payments', manifestUrl: 'https://cdn.example.in/payments/mf-manifest.json' },
      ],
      'https://portal.example.in/config/registry.json',
    );
    expect(targets).toEqual([
      { name: 'collections', entry: 'https://portal.example.in/remotes/collections/mf-manifest.json' },
      { name: 'payments', entry: 'https://cdn.example.in/payments/mf-manifest.json' },
    ]);
  });

  it('resolves a path-relative manifest URL beside the registry', () => {
    const [target] = remoteTargets(
      [{ name: 'analytics', manifestUrl: 'analytics/mf-manifest.json' }],
      'https://portal.example.in/config/registry.json',
    );
    expect(target.entry).toBe('https://portal.example.in/config/analytics/mf-manifest.json');
  });
});

describe('remoteModuleId', () => {
  it('turns an exposed module path into a runtime request id', () => {
    expect(remoteModuleId('collections', './Dashboard')).toBe('collections/Dashboard');
  });
});
