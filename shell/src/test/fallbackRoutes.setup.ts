// What the build writes into the bundle (rspack.config.ts), for every test: the remotes' declared screens.
import { FALLBACK_ROUTES_GLOBAL, declaredRoutes } from '../remotes/declaredRoutes';

Object.assign(globalThis, { [FALLBACK_ROUTES_GLOBAL]: declaredRoutes() });
