import { join } from 'node:path';
import { remoteExposes } from '@duesflow/shared-contracts/build/exposes';
import { remoteRoutesFile } from '@duesflow/shared-contracts/build/routes-plugin';
import { routes } from './routes';

describe('the declared screens', () => {
  it('are what the build exposes and what its routes.json publishes', () => {
    const exposes = remoteExposes(join(__dirname, '..'), routes);
    const published = remoteRoutesFile('communications', routes).routes;
    expect(Object.keys(exposes)).toEqual([...new Set(published.map((route) => route.module)), './mount']);
    expect(published.map(({ iconSvg: _, ...route }) => route)).toEqual(routes);
    expect(published.every((route) => route.iconSvg?.tag === 'svg')).toBe(true);
  });
});
