import { Communications } from '../screens/Communications';
import { hosted } from './hosted';

export { register } from '../app/store';
export default hosted(Communications);
