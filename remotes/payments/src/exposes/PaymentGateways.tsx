import { PaymentGateways } from '../features/payment-gateways/components/PaymentGateways';
import { hosted } from './hosted';

export { register } from '../app/store';
export default hosted(PaymentGateways);
