import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ZRemoteRegistry } from './registry';

/** The default registry the shell ships must describe the spec's 14 sidebar entries in order. */
const SPEC_SIDEBAR = [
  ['Dashboard', '/'],
  ['Payment Collection', '/payment-collection'],
  ['Customers', '/customers'],
  ['Communications', '/communications'],
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

describe('default remote registry', () => {
  const registry = ZRemoteRegistry.parse(
    JSON.parse(readFileSync(join(__dirname, '../../shell/registry.json'), 'utf8')),
  );
  const routes = registry.remotes.flatMap((remote) => remote.routes).sort((a, b) => a.order - b.order);

  it('lists the five remotes', () => {
    expect(registry.remotes.map((remote) => remote.name).sort()).toEqual(
      ['analytics', 'collections', 'communications', 'payments', 'providers'],
    );
  });

  it('yields the sidebar of the spec, in order', () => {
    expect(routes.map((route) => [route.label, route.path])).toEqual(SPEC_SIDEBAR);
  });

  it('gives titles only where the spec names them', () => {
    const titled = Object.fromEntries(routes.filter((route) => route.title).map((route) => [route.path, route.title]));
    expect(titled).toEqual(SPEC_TITLES);
  });
});
