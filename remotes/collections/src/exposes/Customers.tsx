import { Customers } from '../features/customers/components/Customers';
import { hosted } from './hosted';

export { register } from '../app/store';
export default hosted(Customers);
