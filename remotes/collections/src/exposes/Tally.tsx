import { Tally } from '../features/tally/components/Tally';

export { register } from '../app/store';
export default Tally;
