/**
 * The sidebar's entries, in order: the spec's 14 (part 1 §2 and part 2) and the Inbox (the issue "Replies
 * come back", docs/inbox.md) after Communications: what every portal shows.
 */
export const SPEC_SIDEBAR: readonly string[] = [
  'Dashboard',
  'Worklist',
  'Payment Collection',
  'Customers',
  'Communications',
  'Inbox',
  'SMS Campaigns',
  'Voice Calls',
  'Payments',
  'Payment Gateways',
  'Analytics',
  'Advanced Analytics',
  'Providers',
  'Provider Management',
  'Business Data Config',
  'Tally Sync',
];
