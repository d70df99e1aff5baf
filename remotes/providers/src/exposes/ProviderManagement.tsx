import { ProviderManagement } from '../features/provider-management/components/ProviderManagement';
import { hosted } from './hosted';

export { register } from '../app/store';
export default hosted(ProviderManagement);
