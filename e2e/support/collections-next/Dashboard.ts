/**
 * The Dashboard of the collections variant built by collections-next.rspack.config.ts: the same module
 * shape as remotes/collections/src/exposes/Dashboard.tsx (default screen + register), but the screen
 * throws while rendering, as a faulty deploy would.
 */
import { hosted } from '../../../remotes/collections/src/exposes/hosted';
import { RENDER_ERROR } from './next';

export { register } from '../../../remotes/collections/src/app/store';

function Dashboard(): never {
  throw new Error(RENDER_ERROR);
}

export default hosted(Dashboard);
