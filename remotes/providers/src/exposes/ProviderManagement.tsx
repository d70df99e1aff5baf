import { ProviderManagement } from '../features/provider-management/components/ProviderManagement';

export { register } from '../app/store';
export default ProviderManagement;
