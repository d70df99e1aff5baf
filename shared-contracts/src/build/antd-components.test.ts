import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { federationShared } from '../federation';
import { ANTD_IMPORT_TRANSFORM, antdComponentFolders, antdEsDirectory, antdSharedModules, antdSharedRequests, kebabCase } from './antd-components';

const versions = { antd: '6.6.8', react: '19.3.1', zod: '4.6.7' };

describe('antd shared per component', () => {
  it('reads every component of the installed antd with its folder', () => {
    const folders = antdComponentFolders();
    expect(folders.get('Button')).toBe('button');
    expect(folders.get('ConfigProvider')).toBe('config-provider');
    expect(folders.get('QRCode')).toBe('qr-code');
    expect(folders.get('InputNumber')).toBe('input-number');
    expect(folders.get('theme')).toBe('theme');
    expect(folders.get('message')).toBe('message');
    expect(folders.get('App')).toBe('app');
    expect(folders.get('Typography')).toBe('typography');
    expect(folders.size).toBeGreaterThan(60);
  });

  it('maps each export name to its folder the way the import transform does (kebab case)', () => {
    const mismatched = [...antdComponentFolders()].filter(([name, folder]) => kebabCase(name) !== folder);
    expect(mismatched).toEqual([]);
  });

  it('shares every antd/es/<component> folder as a singleton, provided from its file', () => {
    const modules = antdSharedModules();
    const componentFolders = readdirSync(antdEsDirectory()).filter(
      (entry) =>
        statSync(join(antdEsDirectory(), entry)).isDirectory() &&
        [...antdComponentFolders().values()].includes(entry),
    );
    expect(Object.keys(modules).sort()).toEqual(componentFolders.map((folder) => `antd/es/${folder}`).sort());
    for (const file of Object.values(modules)) expect(existsSync(file)).toBe(true);

    const shared = federationShared(versions, modules);
    for (const name of ['antd/es/config-provider', 'antd/es/button', 'antd/es/table', 'antd/es/qr-code', 'antd/es/theme', 'antd/es/app']) {
      expect(shared[name]).toEqual({
        singleton: true,
        requiredVersion: '^6.6.8',
        version: '6.6.8',
        import: join(antdEsDirectory(), name.slice('antd/es/'.length), 'index.js'),
      });
    }
    // antd as a whole is never shared: that would ship every component on the first page.
    expect(shared.antd).toBeUndefined();
    expect(shared['@ant-design/cssinjs']).toEqual({ singleton: true, requiredVersion: false });
  });

  it('rewrites antd imports to per-component modules', () => {
    expect(ANTD_IMPORT_TRANSFORM).toEqual([
      expect.objectContaining({ libraryName: 'antd', customName: 'antd/es/{{ kebabCase member }}', transformToDefaultImport: true }),
    ]);
  });

  it("lets a remote provide only the components it imports (named by request), the shell every one (by file)", () => {
    const versions = { antd: '6.6.8' };
    const remote = federationShared(versions, antdSharedRequests());
    const shell = federationShared(versions, antdSharedModules());
    expect(Object.keys(remote).filter((name) => name.startsWith('antd/es/'))).toEqual(Object.keys(shell).filter((name) => name.startsWith('antd/es/')));
    expect(remote['antd/es/card']).toEqual({ singleton: true, requiredVersion: '^6.6.8', version: '6.6.8' });
    expect(shell['antd/es/card'].import).toBe(join(antdEsDirectory(), 'card', 'index.js'));
  });
});
