import { SmsCampaigns } from '../features/sms-campaigns/components/SmsCampaigns';
import { hosted } from './hosted';

export { register } from '../app/store';
export default hosted(SmsCampaigns);
