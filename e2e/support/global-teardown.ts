import type { RunningPortal } from './server';
import { stopPortal } from './server';

export default async function globalTeardown(): Promise<void> {
  const portal = (globalThis as Record<string, unknown>).__DUESFLOW_PORTAL__ as RunningPortal | undefined;
  if (portal) await stopPortal(portal, portal.dataDir);
}
