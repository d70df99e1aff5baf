import { ProviderManagement } from '../features/provider-management/components/ProviderManagement';

export { register } from '../app/register';
export default ProviderManagement;
