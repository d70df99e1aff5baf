import { registerScreen } from '@duesflow/remote-kit/register';
import { Dashboard } from '../features/dashboard/components/Dashboard';
import { dashboardApi } from '../features/dashboard/api';
import { collectionsApi } from '../app/baseApi';
import { register as registerCollections } from '../app/store';
import { hosted } from './hosted';

/** Plugs the collections api into the host's store and starts what the Dashboard's first render asks for. */
export const register = registerScreen(registerCollections, (dispatch) => {
  dispatch(dashboardApi.util.prefetch('getDashboardMetrics', undefined, {}));
  dispatch(dashboardApi.util.prefetch('getWorkflowExecutions', undefined, {}));
  dispatch(collectionsApi.util.prefetch('sessionUser', undefined, {}));
});
export default hosted(Dashboard);
