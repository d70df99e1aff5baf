import { Route, Routes } from '@duesflow/remote-kit/router';
import { PortalOnlyScreen } from '@duesflow/remote-kit/PortalOnlyScreen';
import { Communications } from '../screens/Communications';
import { SmsCampaigns } from '../features/sms-campaigns/components/SmsCampaigns';
import { VoiceCalls } from '../features/voice-calls/components/VoiceCalls';

/** The screens this remote can show on its own, by route. */
export function MountedScreens() {
  return (
    <Routes>
      <Route path="/communications" element={<Communications />} />
      <Route path="/sms-campaigns" element={<SmsCampaigns />} />
      <Route path="/voice-calls" element={<VoiceCalls />} />
      <Route
        path="*"
        element={
          <PortalOnlyScreen
            embedded="Embedded here are Communications, SMS Campaigns, Voice Calls."
            to="/communications"
            linkText="Open Communications"
          />
        }
      />
    </Routes>
  );
}
