import { CustomerProfile } from '../features/customer-profile/components/CustomerProfile';
import { hosted } from './hosted';

export { register } from '../app/store';
export default hosted(CustomerProfile);
