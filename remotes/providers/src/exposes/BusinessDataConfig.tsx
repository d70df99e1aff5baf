import { BusinessDataConfig } from '../features/business-data/components/BusinessDataConfig';

export { register } from '../app/register';
export default BusinessDataConfig;
