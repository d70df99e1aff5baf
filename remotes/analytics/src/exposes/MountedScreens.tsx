import { Route, Routes } from '@duesflow/remote-kit/router';
import { PortalOnlyScreen } from '@duesflow/remote-kit/PortalOnlyScreen';
import { Analytics } from '../features/analytics/components/Analytics';
import { AdvancedAnalytics } from '../features/advanced-analytics/components/AdvancedAnalytics';

/** The screens this remote can show on its own, by route. */
export function MountedScreens() {
  return (
    <Routes>
      <Route path="/analytics" element={<Analytics />} />
      <Route path="/advanced-analytics" element={<AdvancedAnalytics />} />
      <Route
        path="*"
        element={<PortalOnlyScreen embedded="Embedded here are Analytics, Advanced Analytics." to="/analytics" linkText="Open Analytics" />}
      />
    </Routes>
  );
}
