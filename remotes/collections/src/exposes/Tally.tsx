import { Tally } from '../features/tally/components/Tally';

export { register } from '../app/register';
export default Tally;
