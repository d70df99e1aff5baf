import { Payments } from '../features/payments/components/Payments';
import { hosted } from './hosted';

export { register } from '../app/store';
export default hosted(Payments);
