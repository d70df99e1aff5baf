import { BusinessDataConfig } from '../features/business-data/components/BusinessDataConfig';
import { hosted } from './hosted';

export { register } from '../app/store';
export default hosted(BusinessDataConfig);
