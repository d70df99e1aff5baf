import { PaymentCollection } from '../features/payment-collection/components/PaymentCollection';

export { register } from '../app/register';
export default PaymentCollection;
