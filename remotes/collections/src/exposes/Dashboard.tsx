import { Dashboard } from '../features/dashboard/components/Dashboard';

export { register } from '../app/store';
export default Dashboard;
