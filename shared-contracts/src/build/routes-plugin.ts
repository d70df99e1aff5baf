/**
 * Writes a remote's routes.json beside its mf-manifest.json, so the shell learns a remote's screens,
 * menu labels, header titles and icons from the remote's own deploy. Imported only by rspack configs.
 */
import { createRequire } from 'node:module';
import type { Compiler } from '@rspack/core';
import {
  ROUTES_FILE,
  ZRemoteName,
  ZRemoteRoutes,
  ZRemoteRoutesFile,
  type TIconNode,
  type TPublishedRoute,
  type TRemoteRoute,
  type TRemoteRoutesFile,
} from '../registry';

const requireFromHere = createRequire(__filename);

type IconDefinition = { icon: TIconNode | ((primary: string, secondary: string) => TIconNode) };

/** antd's default two-tone colours, for the few icons whose tree is drawn from two colours. */
const TWO_TONE = ['#1677ff', '#e6f4ff'] as const;

/** The SVG tree of an antd icon by its component name ('DashboardOutlined'), from @ant-design/icons-svg. */
export function iconSvg(name: string): TIconNode {
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new Error(`"${name}" is not an antd icon name`);
  let definition: IconDefinition;
  try {
    const loaded = requireFromHere(`@ant-design/icons-svg/lib/asn/${name}`) as { default: IconDefinition };
    definition = loaded.default;
  } catch {
    throw new Error(`"${name}" is not an icon of @ant-design/icons-svg (see https://ant.design/components/icon)`);
  }
  return typeof definition.icon === 'function' ? definition.icon(...TWO_TONE) : definition.icon;
}

/** The routes.json content: the routes checked against the contract, each icon's SVG embedded. */
export function remoteRoutesFile(remote: string, routes: readonly TRemoteRoute[]): TRemoteRoutesFile {
  const checked = ZRemoteRoutes.parse(routes);
  const paths = new Set<string>();
  for (const route of checked) {
    if (paths.has(route.path)) throw new Error(`route ${route.path} is listed twice`);
    paths.add(route.path);
  }
  return ZRemoteRoutesFile.parse({
    remote: ZRemoteName.parse(remote),
    routes: checked.map((route) => (route.icon ? { ...route, iconSvg: iconSvg(route.icon) } : route)),
  });
}

/** A screen as the shell lists it: a published route plus the remote that serves it. */
export type TFallbackRoute = TPublishedRoute & { remoteName: string };

/**
 * The shell's fallback sidebar, built into it (shell/rspack.config.ts): every remote's declared screens as
 * its routes.json publishes them, icons included, for a remote whose routes.json cannot be read.
 */
export function fallbackRoutes(declared: Readonly<Record<string, readonly TRemoteRoute[]>>): TFallbackRoute[] {
  return Object.entries(declared).flatMap(([remote, routes]) =>
    remoteRoutesFile(remote, routes).routes.map((route) => ({ ...route, remoteName: remote })),
  );
}

/** Emits routes.json into the remote's output; a bad route or unknown icon fails the build. */
export class RemoteRoutesPlugin {
  constructor(private readonly options: { name: string; routes: readonly TRemoteRoute[] }) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RemoteRoutesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemoteRoutesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          try {
            const file = remoteRoutesFile(this.options.name, this.options.routes);
            compilation.emitAsset(ROUTES_FILE, new sources.RawSource(`${JSON.stringify(file, null, 2)}\n`));
          } catch (error) {
            const reason = error instanceof Error ? error.message : String(error);
            compilation.errors.push(new compiler.webpack.WebpackError(`${ROUTES_FILE} of "${this.options.name}": ${reason}`));
          }
        },
      );
    });
  }
}
