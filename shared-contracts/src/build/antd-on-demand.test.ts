import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { antdEsDirectory } from './antd-components';
import { ANTD_ON_DEMAND_PARTS, onDemandRequest } from './antd-on-demand';

describe("antd's rarely shown parts, loaded on demand", () => {
  it.each(ANTD_ON_DEMAND_PARTS)("antd/es/$folder still imports '$request' (else the stand-in would silently stop applying)", ({ folder, request }) => {
    const directory = join(antdEsDirectory(), folder);
    const sources = readdirSync(directory)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(directory, name), 'utf8'));
    expect(sources.some((source) => source.includes(`from '${request}'`))).toBe(true);
  });

  it.each(ANTD_ON_DEMAND_PARTS)('replaces $request in antd/es/$folder with a stand-in of the kit that exists', ({ folder, request, file }) => {
    expect(existsSync(file)).toBe(true);
    expect(onDemandRequest(join(antdEsDirectory(), folder), request)).toBe(file);
    // Windows separators too.
    expect(onDemandRequest(join(antdEsDirectory(), folder).replaceAll('/', '\\'), request)).toBe(file);
  });

  it('leaves every other import alone: the same request from another folder, another request from the same folder', () => {
    expect(onDemandRequest(join(antdEsDirectory(), 'card'), '../tooltip')).toBe('../tooltip');
    expect(onDemandRequest(join(antdEsDirectory(), 'form'), '../tabs')).toBe('../tabs');
    expect(onDemandRequest(join(antdEsDirectory(), 'typography'), '../Editable')).toBe('../Editable');
    expect(onDemandRequest('/work/src/card', '../tabs')).toBe('../tabs');
  });
});
