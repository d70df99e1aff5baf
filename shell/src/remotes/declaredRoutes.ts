/**
 * Build time only: shell/rspack.config.ts puts this into the bundle as the fallback sidebar
 * (fallbackRoutes.ts), and the tests' setup does the same; the bundle never imports this file. Every remote
 * of the bundled registry (registry.json) with the screens it declares (its src/routes.ts) as of this build,
 * as its routes.json publishes them, SVG icons included. A remote's redeploy still reaches the sidebar
 * through its own routes.json at runtime; this is only what shows while, or when, that file cannot be read.
 */
import { fallbackRoutes, type TFallbackRoute } from '@duesflow/shared-contracts/build/routes-plugin';
import { routes as analytics } from '../../../remotes/analytics/src/routes';
import { routes as collections } from '../../../remotes/collections/src/routes';
import { routes as communications } from '../../../remotes/communications/src/routes';
import { routes as payments } from '../../../remotes/payments/src/routes';
import { routes as providers } from '../../../remotes/providers/src/routes';

/** The remotes' own declarations, by remote name. */
export const DECLARED_SCREENS = { collections, communications, payments, analytics, providers };

/** The name the build and the tests' setup give the fallback sidebar in the bundle's scope. */
export const FALLBACK_ROUTES_GLOBAL = '__DUESFLOW_FALLBACK_ROUTES__';

export function declaredRoutes(): TFallbackRoute[] {
  return fallbackRoutes(DECLARED_SCREENS);
}
