// No zod here: a remote's mount() reads its declared screens, and only their types come from the contract.
import type { TRemoteRoute } from './registry';

/**
 * A remote's screens, each declared once in its `src/routes.ts`: its build derives the exposes
 * (`./src/exposes/<Module>.tsx` per module, build/exposes.ts) and routes.json from them, `mount()` its routes,
 * and the shell its fallback sidebar. The module names stay literal types, so what renders each screen is
 * checked against the declaration.
 */
export function defineScreens<const R extends readonly TRemoteRoute[]>(screens: R): R {
  return screens;
}

/** The modules a remote's declared screens name: `'./Dashboard' | './Customers' | …`. */
export type TScreenModuleName<R extends readonly TRemoteRoute[]> = R[number]['module'];
