// zod/mini: the shell validates the registry and every remote's routes.json before it draws the sidebar,
// on the first page, before any screen has loaded classic zod (docs/performance.md).
import * as z from 'zod/mini';

/** Module Federation name of a remote, e.g. 'collections'. */
export const ZRemoteName = z.string().check(z.regex(/^[a-z][a-z0-9_]*$/));

/**
 * One element of an icon's SVG as @ant-design/icons-svg describes it ({tag, attrs, children}). The shell
 * turns this tree into React elements itself; it is never written into the page as markup.
 */
export type TIconNode = { tag: string; attrs: Record<string, string>; children?: TIconNode[] };
export const ZIconNode: z.ZodMiniType<TIconNode> = z.lazy(() =>
  z.object({
    tag: z.string().check(z.regex(/^[a-zA-Z][a-zA-Z0-9]*$/)),
    attrs: z.record(z.string(), z.string()),
    children: z.optional(z.array(ZIconNode)),
  }),
);

/** One screen a remote contributes, as its team writes it in `src/routes.ts`. */
export const ZRemoteRoute = z.object({
  path: z.string().check(z.startsWith('/')),
  /** Sidebar label. */
  label: z.string().check(z.minLength(1)),
  /** Header title; the shell falls back to 'Dashboard' when absent (spec part 1 §2). */
  title: z.optional(z.string()),
  /** Sidebar position across all remotes, ascending. */
  order: z.number(),
  /** antd icon name shown beside the label, e.g. 'DashboardOutlined'. */
  icon: z.optional(z.string().check(z.regex(/^[A-Z][A-Za-z0-9]*$/))),
  /** The module the remote exposes for this screen, e.g. './Dashboard'. */
  module: z.string().check(z.startsWith('./')),
  /**
   * A screen opened from another screen rather than from the sidebar (a customer's page, `/customers/:id`,
   * from Customers): it has no sidebar entry of its own, and while it shows the sidebar highlights this path.
   */
  parent: z.optional(z.string().check(z.startsWith('/'))),
  /**
   * The API reads the screen makes first, exactly as it asks for them (`/api/customers?page=1&pageSize=20`):
   * the portal's server preloads them with the page that opens on this route, so they are under way while the
   * scripts download. Read from the served routes.json at request time, so a redeployed remote changes them.
   */
  firstReads: z.optional(z.array(z.string().check(z.regex(/^\/api\/[\w\-./?=&%]*$/)))),
});
export type TRemoteRoute = z.infer<typeof ZRemoteRoute>;

/** What a remote's `src/routes.ts` exports: its screens, checked when the remote is built. */
export const ZRemoteRoutes = z.array(ZRemoteRoute);
export type TRemoteRoutes = z.infer<typeof ZRemoteRoutes>;

/** A route as published in routes.json: the icon's SVG travels with it, so any antd icon name works. */
export const ZPublishedRoute = z.extend(ZRemoteRoute, { iconSvg: z.optional(ZIconNode) });
export type TPublishedRoute = z.infer<typeof ZPublishedRoute>;

/** `routes.json`, written by every remote's build beside its mf-manifest.json. */
export const ZRemoteRoutesFile = z.object({
  remote: ZRemoteName,
  routes: z.array(ZPublishedRoute),
});
export type TRemoteRoutesFile = z.infer<typeof ZRemoteRoutesFile>;

/** The registry only says where each remote lives; what it shows comes from the remote's routes.json. */
export const ZRemoteEntry = z.object({
  name: ZRemoteName,
  /** URL of the remote's mf-manifest.json; relative URLs resolve against the registry's URL. */
  manifestUrl: z.string().check(z.minLength(1)),
  /** Optional position of the remote's entries when two remotes' routes share an order. */
  order: z.optional(z.number()),
});
export type TRemoteEntry = z.infer<typeof ZRemoteEntry>;

export const ZRemoteRegistry = z.object({
  remotes: z.array(ZRemoteEntry),
});
export type TRemoteRegistry = z.infer<typeof ZRemoteRegistry>;

/** Where the host fetches the registry on its own origin. */
export const REGISTRY_PATH = '/registry.json';

/** The file name of a remote's published routes, beside its mf-manifest.json. */
export const ROUTES_FILE = 'routes.json';

/** routes.json lives in the same folder as the manifest, wherever the remote is deployed. */
export function routesUrlFor(manifestUrl: string): string {
  return new URL(ROUTES_FILE, manifestUrl).href;
}
