import { createMount } from '@duesflow/remote-kit/createMount';
import { createPaymentsStore } from '../app/store';
import { paymentsApi } from '../app/baseApi';
import { routes } from '../routes';
import Payments from './Payments';
import PaymentGateways from './PaymentGateways';

/** Shows one of the screens declared in src/routes.ts, by its path, in any element outside the shell. */
export const mount = createMount({
  routes,
  screens: { './Payments': Payments, './PaymentGateways': PaymentGateways },
  createStore: createPaymentsStore,
  api: paymentsApi,
});

export default mount;
