import type { TPublishedRoute } from '@duesflow/shared-contracts/registry';
import { remoteRoutesFile } from '@duesflow/shared-contracts/build/routes-plugin';
import { DECLARED_SCREENS } from './declaredRoutes';
import { FALLBACK_ROUTES } from './fallbackRoutes';
import { bundledRegistry } from './loadRegistry';
import { documentTitleForPath, mergeRoutes, sidebarEntries, titleForPath } from './shellRoutes';

const SIDEBAR = [
  ['Dashboard', '/'],
  ['Worklist', '/worklist'],
  ['Payment Collection', '/payment-collection'],
  ['Customers', '/customers'],
  ['Communications', '/communications'],
  ['Inbox', '/inbox'],
  ['SMS Campaigns', '/sms-campaigns'],
  ['Voice Calls', '/voice-calls'],
  ['Payments', '/payments'],
  ['Payment Gateways', '/payment-gateways'],
  ['Analytics', '/analytics'],
  ['Advanced Analytics', '/advanced-analytics'],
  ['Providers', '/providers'],
  ['Provider Management', '/provider-management'],
  ['Business Data Config', '/business-data-config'],
  ['Tally Sync', '/tally'],
];

const SPEC_TITLES: Record<string, string> = {
  '/': 'Collection Dashboard',
  '/customers': 'Customer Management',
  '/communications': 'Follow-up Communications',
  '/payments': 'Payment Tracking',
  '/analytics': 'Collection Analytics',
  '/tally': 'Tally ERP Integration',
};

describe('the fallback sidebar', () => {
  it('is the spec sidebar, in order', () => {
    expect(sidebarEntries(mergeRoutes(FALLBACK_ROUTES, new Map())).map((route) => [route.label, route.path])).toEqual(SIDEBAR);
  });

  it('gives titles only where the spec names them (screens opened from another have their own)', () => {
    const titled = Object.fromEntries(
      sidebarEntries(FALLBACK_ROUTES)
        .filter((route) => route.title)
        .map((route) => [route.path, route.title]),
    );
    expect(titled).toEqual(SPEC_TITLES);
  });

  it('has the screens of every remote of the bundled registry', () => {
    expect(Object.keys(DECLARED_SCREENS)).toEqual(bundledRegistry.remotes.map((remote) => remote.name));
  });

  it.each(Object.entries(DECLARED_SCREENS))("is what the %s remote's routes.json publishes from its declaration", (remoteName, routes) => {
    const fallback = FALLBACK_ROUTES.filter((route) => route.remoteName === remoteName).map(({ remoteName: _, ...route }) => route);
    expect(fallback).toEqual(remoteRoutesFile(remoteName, routes).routes);
  });

  it('draws every icon from the SVG it carries, as the published routes are drawn', () => {
    expect(FALLBACK_ROUTES.filter((route) => route.iconSvg?.tag !== 'svg')).toEqual([]);
  });
});

describe('mergeRoutes', () => {
  const published = (routes: TPublishedRoute[]) => new Map([['collections', routes]]);

  it("replaces a remote's fallback entries with the routes it published", () => {
    const routes = mergeRoutes(
      FALLBACK_ROUTES,
      published([
        { path: '/', label: 'Overview', order: 10, module: './Dashboard' },
        { path: '/collections-report', label: 'Collections report', order: 35, icon: 'FundOutlined', module: './Report' },
      ]),
    );
    const labels = routes.map((route) => route.label);
    expect(labels.slice(0, 3)).toEqual(['Overview', 'Collections report', 'Communications']);
    // The remote's published list is the whole list: its fallback entries it no longer lists are gone.
    expect(labels).not.toContain('Tally Sync');
    expect(labels).toHaveLength(13);
    expect(routes.find((route) => route.path === '/collections-report')?.remoteName).toBe('collections');
  });

  it('keeps the first route in order when two remotes publish the same path', () => {
    const routes = mergeRoutes(
      [],
      new Map([
        ['late', [{ path: '/a', label: 'Late', order: 20, module: './A' }]],
        ['early', [{ path: '/a', label: 'Early', order: 10, module: './A' }]],
      ]),
    );
    expect(routes.map((route) => [route.label, route.remoteName])).toEqual([['Early', 'early']]);
  });
});

describe('titles', () => {
  const routes = mergeRoutes(FALLBACK_ROUTES, new Map());

  it.each([
    ['/', 'Collection Dashboard'],
    ['/customers', 'Customer Management'],
    ['/communications', 'Follow-up Communications'],
    ['/payments', 'Payment Tracking'],
    ['/analytics', 'Collection Analytics'],
    ['/tally', 'Tally ERP Integration'],
    ['/customers/', 'Customer Management'],
    ['/sms-campaigns', 'Dashboard'],
    ['/provider-management', 'Dashboard'],
    ['/no-such-page', 'Dashboard'],
  ])('the header of %s reads %s', (path, title) => {
    expect(titleForPath(routes, path)).toBe(title);
  });

  it.each([
    ['/customers', 'Customer Management · duesflow'],
    ['/sms-campaigns', 'SMS Campaigns · duesflow'],
    ['/no-such-page', '404 Page Not Found · duesflow'],
  ])('the browser tab of %s reads %s', (path, title) => {
    expect(documentTitleForPath(routes, path)).toBe(title);
  });
});
