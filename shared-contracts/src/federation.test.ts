import { federationShared } from './federation';

describe('shared libraries', () => {
  it('shares the chart library once, at the root-pinned version, named by package (provided only by a bundle that imports it)', () => {
    const shared = federationShared({ recharts: '3.10.1', react: '19.3.1' });
    expect(shared.recharts).toEqual({ singleton: true, requiredVersion: '^3.10.1' });
    // No `import` file and not eager: the shell, which draws no chart, neither provides nor loads it.
    expect(shared.recharts).not.toHaveProperty('import');
    expect(shared.recharts).not.toHaveProperty('eager');
  });

  it('shares the router through the kit (tree-shaken), not react-router whole', () => {
    const shared = federationShared({ 'react-router': '7.18.5', '@duesflow/remote-kit': '0.1.0' });
    expect(shared).not.toHaveProperty('react-router');
    expect(shared['@duesflow/remote-kit/']).toEqual({ singleton: true, requiredVersion: '^0.1.0' });
  });

  it('builds the named shared modules into the entry script (eager) and refuses a name that is not shared', () => {
    const shared = federationShared({ react: '19.3.1', antd: '6.6.0' }, { 'antd/es/button': '/antd/es/button/index.js' }, [
      'react',
      'antd/es/button',
    ]);
    expect(shared.react).toEqual({ singleton: true, requiredVersion: '^19.3.1', eager: true });
    expect(shared['antd/es/button']).toMatchObject({ eager: true, import: '/antd/es/button/index.js' });
    expect(shared['react-dom']).not.toHaveProperty('eager');
    expect(() => federationShared({ react: '19.3.1' }, {}, ['antd/es/buton'])).toThrow('antd/es/buton is not a shared module');
  });
});
