/** The spec's sidebar entries, in the spec's order (part 1 §2 and part 2): what every portal shows. */
export const SPEC_SIDEBAR: readonly string[] = [
  'Dashboard',
  'Payment Collection',
  'Customers',
  'Communications',
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
