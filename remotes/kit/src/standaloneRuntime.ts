import { provideFederationRuntime } from './federationRuntime';

// The first script of a remote's standalone page (`federation-runtime.js`, its own small build): the page
// has no host, and the remote's scripts need the federation runtime on the page before they start.
provideFederationRuntime();
