import { Route, Routes } from '@duesflow/remote-kit/router';
import { PortalOnlyScreen } from '@duesflow/remote-kit/PortalOnlyScreen';
import { ProviderSettings } from '../features/provider-settings/components/ProviderSettings';
import { ProviderManagement } from '../features/provider-management/components/ProviderManagement';
import { BusinessDataConfig } from '../features/business-data/components/BusinessDataConfig';

/** The screens this remote can show on its own, by route. */
export function MountedScreens() {
  return (
    <Routes>
      <Route path="/providers" element={<ProviderSettings />} />
      <Route path="/provider-management" element={<ProviderManagement />} />
      <Route path="/business-data-config" element={<BusinessDataConfig />} />
      <Route
        path="*"
        element={
          <PortalOnlyScreen
            embedded="Embedded here are Provider Settings, Provider Management and Business Data Configuration."
            to="/providers"
            linkText="Open Provider Settings"
          />
        }
      />
    </Routes>
  );
}
