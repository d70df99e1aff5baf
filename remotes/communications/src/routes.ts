import type { TRemoteRoutes } from '@duesflow/shared-contracts/registry';

/** The screens this remote publishes (routes.json, written by the build beside mf-manifest.json). */
export const routes: TRemoteRoutes = [
  {
    path: '/communications',
    label: 'Communications',
    title: 'Follow-up Communications',
    order: 40,
    icon: 'MessageOutlined',
    module: './Communications',
  },
  { path: '/sms-campaigns', label: 'SMS Campaigns', order: 50, icon: 'MailOutlined', module: './SmsCampaigns' },
  { path: '/voice-calls', label: 'Voice Calls', order: 60, icon: 'PhoneOutlined', module: './VoiceCalls' },
];
