import { Link, Route, Routes } from 'react-router';
import { Result } from 'antd';
import { Dashboard } from '../features/dashboard/components/Dashboard';
import { Customers } from '../features/customers/components/Customers';
import { PaymentCollection } from '../features/payment-collection/components/PaymentCollection';
import { Tally } from '../features/tally/components/Tally';

/** The screens this remote can show on its own, by route. */
export function MountedScreens() {
  return (
    <Routes>
      <Route path="/" element={<Dashboard />} />
      <Route path="/customers" element={<Customers />} />
      <Route path="/payment-collection" element={<PaymentCollection />} />
      <Route path="/tally" element={<Tally />} />
      <Route
        path="*"
        element={
          <Result
            status="info"
            title="This screen is part of the duesflow portal"
            subTitle="Open it from the portal; embedded here are the Dashboard, Customers, Payment Collection and Tally screens."
            extra={<Link to="/">Back to the dashboard</Link>}
          />
        }
      />
    </Routes>
  );
}
