import { Dashboard } from '../features/dashboard/components/Dashboard';
import { hosted } from './hosted';

export { register } from '../app/store';
export default hosted(Dashboard);
