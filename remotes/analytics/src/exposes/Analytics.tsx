import { Analytics } from '../features/analytics/components/Analytics';
import { hosted } from './hosted';

export { register } from '../app/store';
export default hosted(Analytics);
