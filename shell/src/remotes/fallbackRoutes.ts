import type { ShellRoute } from './shellRoutes';

/** Written in by the build (rspack.config.ts: DefinePlugin) and by the tests' setup, from declaredRoutes.ts. */
declare const __DUESFLOW_FALLBACK_ROUTES__: ShellRoute[];

/**
 * Every remote's screens as it declared them when the shell was built (remotes/<name>/src/routes.ts, icons
 * as SVG trees like its routes.json). Shown at once and for a remote whose routes.json cannot be read (down,
 * not deployed yet), so the sidebar always shows every entry in order; a remote's own routes.json replaces
 * its entries here.
 */
export const FALLBACK_ROUTES: ShellRoute[] = __DUESFLOW_FALLBACK_ROUTES__;
