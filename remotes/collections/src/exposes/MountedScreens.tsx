import { Route, Routes } from '@duesflow/remote-kit/router';
import { PortalOnlyScreen } from '@duesflow/remote-kit/PortalOnlyScreen';
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
          <PortalOnlyScreen
            embedded="Open it from the portal; embedded here are the Dashboard, Customers, Payment Collection and Tally screens."
            to="/"
            linkText="Back to the dashboard"
          />
        }
      />
    </Routes>
  );
}
