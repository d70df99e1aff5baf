import { VoiceCalls } from '../features/voice-calls/components/VoiceCalls';
import { hosted } from './hosted';

export { register } from '../app/store';
export default hosted(VoiceCalls);
