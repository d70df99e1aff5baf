import { exposedGroupName, preloadMapOf } from './preload-map';

const consume = (key: string) => `consume shared module (default) ${key}@^6.1.0 (singleton) (fallback: /repo/node_modules/${key}/index.js)`;
const provide = (key: string) => `provide shared module (default) ${key}@6.1.0 = /repo/node_modules/${key}/index.js`;
const chunk = (id: number, files: string[], { modules = [], origins = [] }: { modules?: string[]; origins?: string[] } = {}) => ({
  id: String(id),
  files,
  modules,
  origins,
});

describe('preloadMapOf', () => {
  it("lists each named group's scripts and the shared modules it consumes, and the files of each shared module provided as chunks", () => {
    const map = preloadMapOf(
      [
        chunk(1, ['__federation_expose_Customers.3ef4129f.js', '__federation_expose_Customers.3ef4129f.js.map'], {
          modules: [consume('antd/es/table'), consume('@ant-design/cssinjs'), '/repo/src/Customers.tsx'],
        }),
        chunk(2, ['911.3cbebfb3.js'], { modules: [consume('antd/es/table')] }),
        chunk(3, ['4313.a7b92080.js'], { origins: [provide('antd/es/table'), provide('antd/es/select')] }),
        chunk(4, ['2427.064e8b03.js'], { origins: [provide('antd/es/table')], modules: [consume('antd/es/pagination')] }),
        chunk(6, ['8208.c7ff42ad.js'], { origins: [provide('antd/es/pagination')], modules: [consume('antd/es/table')] }),
        chunk(5, ['main.js'], { modules: [consume('react'), provide('react')] }),
      ],
      [
        { name: '__federation_expose_Customers', chunks: ['1', '2'] },
        { name: 'main', chunks: ['5'] },
      ],
      exposedGroupName,
    );
    expect(map.groups).toEqual({
      './Customers': { files: ['__federation_expose_Customers.3ef4129f.js', '911.3cbebfb3.js'], shared: ['@ant-design/cssinjs', 'antd/es/table'] },
    });
    // React is built into main (eager): provided, nothing to fetch for it. Table's chunks consume Pagination.
    expect(map.provided).toEqual({
      'antd/es/pagination': { files: ['8208.c7ff42ad.js'], shared: ['antd/es/table'] },
      'antd/es/select': { files: ['4313.a7b92080.js'], shared: [] },
      'antd/es/table': { files: ['2427.064e8b03.js', '4313.a7b92080.js'], shared: ['antd/es/pagination'] },
      react: { files: [], shared: [] },
    });
  });
});
