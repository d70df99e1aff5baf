export { disabledChannels } from './channel-settings';
export { readFailoverConfig, reserveRoundRobinTurns } from './failover-settings';
export { measuredFigures, successRateOf } from './provider-figures';
export { activeProvidersFor, attemptPlan, orderProviders } from './provider-routing';
export type { ProviderRow } from './provider-rows';
export { seedProvidersIfEmpty } from './seed-providers';
