const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom has no fetch. RTK Query builds a `Request` with the thunk's AbortSignal, so fetch, its classes
 * and AbortController must all come from the same (Node) implementation.
 */
class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    // Like a browser, resolve relative URLs ('/api/...') against the page's address.
    class PageRequest extends Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page.location.href) : input, init);
      }
    }
    Object.assign(this.global, {
      fetch,
      Request: PageRequest,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      structuredClone,
    });
  }
}

module.exports = JsdomWithFetch;
