import { ProviderSettings } from '../features/provider-settings/components/ProviderSettings';

export { register } from '../app/store';
export default ProviderSettings;
