import { Customers } from '../features/customers/components/Customers';

export { register } from '../app/register';
export default Customers;
