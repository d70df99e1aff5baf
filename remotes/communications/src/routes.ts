import { defineScreens } from '@duesflow/shared-contracts/screens';

/**
 * Every screen of this remote, declared once: the build exposes each module from src/exposes/ and publishes
 * these routes as routes.json beside mf-manifest.json, mount() shows them by path, and the shell's fallback
 * sidebar is built from them. Order places them in the portal's sidebar among every remote's entries; titles
 * are the spec's header titles.
 */
export const routes = defineScreens([
  {
    path: '/communications',
    label: 'Communications',
    title: 'Follow-up Communications',
    order: 40,
    icon: 'MessageOutlined',
    module: './Communications',
  },
  { path: '/inbox', label: 'Inbox', order: 45, icon: 'InboxOutlined', module: './Inbox' },
  { path: '/sms-campaigns', label: 'SMS Campaigns', order: 50, icon: 'MailOutlined', module: './SmsCampaigns' },
  { path: '/voice-calls', label: 'Voice Calls', order: 60, icon: 'PhoneOutlined', module: './VoiceCalls' },
]);
