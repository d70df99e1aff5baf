import { Customers } from '../features/customers/components/Customers';

export { register } from '../app/store';
export default Customers;
