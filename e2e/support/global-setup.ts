import { buildPortal, createTemplate, TEMPLATE_ENV } from './server';

/**
 * Builds the portal once and seeds ONE template database; every test file then starts its own portal
 * on a copy of it (support/portal's `usePortal()`), so no file sees another file's changes.
 * With E2E_BASE_URL set, nothing is built or started: the files that take the default portal use that one.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return;
  buildPortal();
  process.env[TEMPLATE_ENV] = await createTemplate();
}
