// Collections analytics (docs/analytics.md): the summary and Advanced Analytics, computed from stored rows.
export { scaleMessagesFor, seedScaleMessages, withAnalyticsDeferred } from './scale-messages';
