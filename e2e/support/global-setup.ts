import { buildPortal, startPortal } from './server';

/** Builds the portal once and starts one API for the whole browser suite. */
export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return;
  buildPortal();
  const portal = await startPortal();
  process.env.E2E_BASE_URL = portal.baseUrl;
  (globalThis as Record<string, unknown>).__DUESFLOW_PORTAL__ = portal;
}
