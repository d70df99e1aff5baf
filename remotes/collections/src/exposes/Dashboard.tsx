import { Dashboard } from '../features/dashboard/components/Dashboard';

export { register } from '../app/register';
export default Dashboard;
