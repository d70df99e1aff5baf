import { registerScreen } from '@duesflow/remote-kit/register';
import { Customers, customerPageArgs } from '../features/customers/components/Customers';
import { customersApi } from '../features/customers/api';
import { tableQueryOf } from '../features/customers/tableQuery';
import { collectionsApi } from '../app/baseApi';
import { register as registerCollections } from '../app/store';
import { hosted } from './hosted';

/**
 * Plugs the collections api into the host's store and starts the first page of the list the screen's first render
 * asks for (the URL's filters and sort, page 1, no search), so it is under way while the screen renders.
 */
export const register = registerScreen(registerCollections, (dispatch) => {
  const firstPage = customerPageArgs(1, '', tableQueryOf(new URLSearchParams(window.location.search)));
  dispatch(customersApi.util.prefetch('getCustomerPage', firstPage, {}));
  dispatch(collectionsApi.util.prefetch('sessionUser', undefined, {}));
});
export default hosted(Customers);
