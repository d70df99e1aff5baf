import { Communications } from '../features/communications/components/Communications';
import { hosted } from './hosted';

export { register } from '../app/store';
export default hosted(Communications);
