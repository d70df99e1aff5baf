// Collections analytics (docs/analytics.md): the summary and Advanced Analytics, computed from stored rows.
export { addAnalyticsFor, lockBatchAggregates, scaleMessagesFor, seedScaleMessages, withAnalyticsTriggersOff } from './scale-messages';
