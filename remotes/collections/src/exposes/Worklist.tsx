import { Worklist } from '../features/worklist/components/Worklist';
import { hosted } from './hosted';

export { register } from '../app/store';
export default hosted(Worklist);
