import { ProviderSettings } from '../features/provider-settings/components/ProviderSettings';

export { register } from '../app/register';
export default ProviderSettings;
