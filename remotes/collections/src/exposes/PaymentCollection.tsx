import { PaymentCollection } from '../features/payment-collection/components/PaymentCollection';
import { hosted } from './hosted';

export { register } from '../app/store';
export default hosted(PaymentCollection);
