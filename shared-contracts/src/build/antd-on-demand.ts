/**
 * antd's Card and Typography render Tabs and Input only when asked to (a card with tabs, a text being
 * edited), yet import them on load: every page with a card or a title paid for both (~19 KB gzip). In every
 * bundle those two imports resolve to the kit's stand-ins (remotes/kit/src/antdOnDemand), which load the real
 * component the first time it renders. Button's and Tag's styles import one colour function from a module
 * that also imports Collapse; they get that function alone. Nothing else of antd changes
 * (docs/performance.md). Imported only by rspack configs and tests.
 */
import { dirname, resolve } from 'node:path';
import type { Compiler } from '@rspack/core';

const STAND_INS = resolve(dirname(__filename), '../../../remotes/kit/src/antdOnDemand');

/** Which import, in which folder of antd/es, each stand-in replaces. */
export const ANTD_ON_DEMAND_PARTS = [
  // Card imports Tabs for `tabList` only: ~10 KB gzip.
  { folder: 'card', request: '../tabs', file: resolve(STAND_INS, 'CardTabs.tsx') },
  // Typography imports its in-place editor, an Input.TextArea, for `editable` only: ~9 KB gzip.
  { folder: 'typography/Base', request: '../Editable', file: resolve(STAND_INS, 'TypographyEditable.tsx') },
  // Button's and Tag's styles take `isBright` from the colour picker's presets panel, whose module imports
  // Collapse: ~4 KB gzip on every page. The stand-in is that one function (not loaded later: it is all they use).
  ...(['button/style', 'tag/style'] as const).map((folder) => ({
    folder,
    request: '../../color-picker/components/ColorPresets',
    file: resolve(STAND_INS, 'colorBrightness.ts'),
  })),
] as const;

/** The file an import resolves to: a stand-in's for the imports above, else the request unchanged. */
export function onDemandRequest(context: string, request: string): string {
  const folder = context.replaceAll('\\', '/');
  const part = ANTD_ON_DEMAND_PARTS.find(
    (candidate) => request === candidate.request && folder.endsWith(`/node_modules/antd/es/${candidate.folder}`),
  );
  return part ? part.file : request;
}

/** Applies the stand-ins to a compilation (rspack's NormalModuleReplacementPlugin, on those requests only). */
export class AntdOnDemandPlugin {
  apply(compiler: Compiler) {
    const requests = new RegExp(`^(${ANTD_ON_DEMAND_PARTS.map(({ request }) => request.replace(/[./]/g, '\\$&')).join('|')})$`);
    new compiler.webpack.NormalModuleReplacementPlugin(requests, (data) => {
      data.request = onDemandRequest(data.context, data.request);
    }).apply(compiler);
  }
}
