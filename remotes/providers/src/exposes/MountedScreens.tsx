import { Link, Route, Routes } from 'react-router';
import { Result } from 'antd';
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
          <Result
            status="info"
            title="This screen is part of the duesflow portal"
            subTitle="Embedded here are Provider Settings, Provider Management and Business Data Configuration."
            extra={<Link to="/providers">Open Provider Settings</Link>}
          />
        }
      />
    </Routes>
  );
}
