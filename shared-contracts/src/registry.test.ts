import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ZRemoteRegistry, ZRemoteRoutesFile, ZRemoteRoutes, routesUrlFor } from './registry';
import { fallbackRoutes, iconSvg, remoteRoutesFile } from './build/routes-plugin';

describe('default remote registry', () => {
  const registry = ZRemoteRegistry.parse(JSON.parse(readFileSync(join(__dirname, '../../shell/registry.json'), 'utf8')));

  it('names the five remotes and where their manifests are, nothing about their screens', () => {
    expect(registry.remotes).toEqual([
      { name: 'collections', manifestUrl: '/remotes/collections/mf-manifest.json' },
      { name: 'communications', manifestUrl: '/remotes/communications/mf-manifest.json' },
      { name: 'payments', manifestUrl: '/remotes/payments/mf-manifest.json' },
      { name: 'analytics', manifestUrl: '/remotes/analytics/mf-manifest.json' },
      { name: 'providers', manifestUrl: '/remotes/providers/mf-manifest.json' },
    ]);
  });
});

describe('ZRemoteRegistry', () => {
  it('refuses a remote name that is not a federation name', () => {
    expect(ZRemoteRegistry.safeParse({ remotes: [{ name: 'Bad Name', manifestUrl: '/m.json' }] }).success).toBe(false);
  });
});

describe('routesUrlFor', () => {
  it('puts routes.json beside the manifest, wherever the remote is deployed', () => {
    expect(routesUrlFor('https://cdn.example.in/collections/v7/mf-manifest.json')).toBe(
      'https://cdn.example.in/collections/v7/routes.json',
    );
  });
});

describe('a remote routes file', () => {
  const routes = [
    { path: '/', label: 'Dashboard', title: 'Collection Dashboard', order: 10, icon: 'DashboardOutlined', module: './Dashboard' },
    { path: '/tally', label: 'Tally Sync', order: 140, module: './Tally' },
  ];

  it('embeds each named icon as an SVG tree and passes the contract', () => {
    const file = remoteRoutesFile('collections', routes);
    expect(ZRemoteRoutesFile.parse(file)).toEqual(file);
    expect(file.remote).toBe('collections');
    expect(file.routes[0].iconSvg).toMatchObject({ tag: 'svg', attrs: { viewBox: '64 64 896 896' } });
    expect(file.routes[0].iconSvg?.children?.[0].tag).toBe('path');
    expect(file.routes[1]).not.toHaveProperty('iconSvg');
  });

  it('resolves any antd icon by name, two-tone ones included', () => {
    expect(iconSvg('FundOutlined').tag).toBe('svg');
    expect(JSON.stringify(iconSvg('CheckCircleTwoTone'))).toContain('#1677ff');
  });

  it('fails the build for an unknown icon, a route listed twice or a route without a module', () => {
    expect(() => remoteRoutesFile('collections', [{ ...routes[1], icon: 'NoSuchIconOutlined' }])).toThrow(/NoSuchIconOutlined/);
    expect(() => remoteRoutesFile('collections', [routes[1], routes[1]])).toThrow('route /tally is listed twice');
    expect(ZRemoteRoutes.safeParse([{ path: '/x', label: 'X', order: 1 }]).success).toBe(false);
  });

  it("gives the shell's fallback every remote's routes as its routes.json publishes them, with the remote's name", () => {
    const fallback = fallbackRoutes({
      collections: routes,
      analytics: [{ path: '/analytics', label: 'Analytics', order: 90, module: './Analytics' }],
    });
    expect(fallback.map((route) => [route.remoteName, route.path])).toEqual([
      ['collections', '/'],
      ['collections', '/tally'],
      ['analytics', '/analytics'],
    ]);
    expect(fallback[0]).toEqual({ ...remoteRoutesFile('collections', routes).routes[0], remoteName: 'collections' });
    expect(() => fallbackRoutes({ collections: [routes[1], routes[1]] })).toThrow('route /tally is listed twice');
  });

  it('refuses an icon tree with a tag name that is not a plain element name', () => {
    const bad = { remote: 'x', routes: [{ ...routes[1], iconSvg: { tag: 'img src=x', attrs: {} } }] };
    expect(ZRemoteRoutesFile.safeParse(bad).success).toBe(false);
  });
});
