import { createMount } from '@duesflow/remote-kit/createMount';
import { createCollectionsStore } from '../app/store';
import { collectionsApi } from '../app/baseApi';
import { routes } from '../routes';
import Dashboard from './Dashboard';
import PaymentCollection from './PaymentCollection';
import Customers from './Customers';
import CustomerPage from './CustomerPage';
import Tally from './Tally';
import Worklist from './Worklist';

/** Shows one of the screens declared in src/routes.ts, by its path, in any element outside the shell. */
export const mount = createMount({
  routes,
  screens: {
    './Dashboard': Dashboard,
    './PaymentCollection': PaymentCollection,
    './Customers': Customers,
    './CustomerPage': CustomerPage,
    './Tally': Tally,
    './Worklist': Worklist,
  },
  createStore: createCollectionsStore,
  api: collectionsApi,
});

export default mount;
