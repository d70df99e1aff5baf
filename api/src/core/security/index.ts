export {
  hasAcceptedContentType,
  requireJsonContentType,
  limitBodySize,
  JSON_BODY_LIMIT_BYTES,
  UPLOAD_BODY_LIMIT_BYTES,
  UPLOAD_ROUTES,
} from './body-rules';
export { allowRemoteOrigins, contentSecurityPolicy, remoteOriginsOf } from './content-security-policy';
export { CROSS_SITE_REQUEST, STATE_CHANGING_METHODS, isAllowedOrigin, refuseCrossSite } from './origin-check';
export { clientAddress, isHttps, publicBaseUrl, requestOrigin } from './request-origin';
export { requestChecks, transportLayer } from './transport';
export { transportSettings, type TransportSettings } from './transport-settings';
