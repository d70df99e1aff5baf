import { ProviderSettings } from '../features/provider-settings/components/ProviderSettings';
import { hosted } from './hosted';

export { register } from '../app/store';
export default hosted(ProviderSettings);
