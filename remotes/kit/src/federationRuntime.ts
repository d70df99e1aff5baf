import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

/**
 * Remotes are built without their own copy of the Module Federation runtime (`experiments.externalRuntime`,
 * ~17 KB gzip less on every page that shows a screen): they use the one the page already has, which they
 * find on `globalThis._FEDERATION_RUNTIME_CORE`. The shell's build provides it (`provideExternalRuntime`);
 * a page without the shell provides it with this: the integrators' `embed.js` before it loads a remote, and
 * a remote's standalone page (`federation-runtime.js`, loaded before its own scripts). A runtime already
 * there is kept.
 */
export function provideFederationRuntime(): void {
  const global = globalThis as typeof globalThis & { _FEDERATION_RUNTIME_CORE?: unknown };
  global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
}
