import { BusinessDataConfig } from '../features/business-data/components/BusinessDataConfig';

export { register } from '../app/store';
export default BusinessDataConfig;
