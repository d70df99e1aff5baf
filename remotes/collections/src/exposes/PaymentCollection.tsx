import { PaymentCollection } from '../features/payment-collection/components/PaymentCollection';

export { register } from '../app/store';
export default PaymentCollection;
