import { Inbox } from '../features/inbox/components/Inbox';
import { hosted } from './hosted';

export { register } from '../app/store';
export default hosted(Inbox);
