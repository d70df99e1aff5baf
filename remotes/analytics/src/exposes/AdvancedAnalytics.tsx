import { AdvancedAnalytics } from '../features/advanced-analytics/components/AdvancedAnalytics';
import { hosted } from './hosted';

export { register } from '../app/store';
export default hosted(AdvancedAnalytics);
