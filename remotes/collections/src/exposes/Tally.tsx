import { Tally } from '../features/tally/components/Tally';
import { hosted } from './hosted';

export { register } from '../app/store';
export default hosted(Tally);
