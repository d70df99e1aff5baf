import { z } from 'zod';

/** One screen a remote contributes: where it lives, what the sidebar and header say. */
export const ZRemoteRoute = z.object({
  path: z.string().startsWith('/'),
  /** Sidebar label. */
  label: z.string(),
  /** Header title; the shell falls back to 'Dashboard' when absent. */
  title: z.string().optional(),
  /** Sidebar position across all remotes, ascending. */
  order: z.number(),
  /** antd icon name shown beside the label. */
  icon: z.string().optional(),
  /** The module the remote exposes for this screen, e.g. './Dashboard'. */
  module: z.string().startsWith('./'),
});
export type TRemoteRoute = z.infer<typeof ZRemoteRoute>;

export const ZRemoteEntry = z.object({
  /** Module Federation name of the remote, e.g. 'collections'. */
  name: z.string().regex(/^[a-z][a-z0-9_]*$/),
  /** URL of the remote's mf-manifest.json; relative URLs resolve against the registry's URL. */
  manifestUrl: z.string().min(1),
  routes: z.array(ZRemoteRoute),
});
export type TRemoteEntry = z.infer<typeof ZRemoteEntry>;

export const ZRemoteRegistry = z.object({
  remotes: z.array(ZRemoteEntry),
});
export type TRemoteRegistry = z.infer<typeof ZRemoteRegistry>;

/** Where the host fetches the registry on its own origin. */
export const REGISTRY_PATH = '/registry.json';
