// Collections analytics (docs/analytics.md): the summary and Advanced Analytics, computed from stored rows.
export { addAnalyticsFor, scaleMessagesFor, seedScaleMessages, withAnalyticsDeferred, withAnalyticsTriggersOff } from './scale-messages';
