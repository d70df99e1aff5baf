import { Route, Routes } from '@duesflow/remote-kit/router';
import { PortalOnlyScreen } from '@duesflow/remote-kit/PortalOnlyScreen';
import { Payments } from '../features/payments/components/Payments';
import { PaymentGateways } from '../features/payment-gateways/components/PaymentGateways';

/** The screens this remote can show on its own, by route. */
export function MountedScreens() {
  return (
    <Routes>
      <Route path="/payments" element={<Payments />} />
      <Route path="/payment-gateways" element={<PaymentGateways />} />
      <Route
        path="*"
        element={<PortalOnlyScreen embedded="Embedded here are Payments, Payment Gateways." to="/payments" linkText="Open Payments" />}
      />
    </Routes>
  );
}
