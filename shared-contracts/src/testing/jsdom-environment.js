const { TestEnvironment } = require('jest-environment-jsdom');
const { implForWrapper } = require('jsdom/lib/jsdom/living/generated/utils');

/** A jsdom Blob/File as a Node File (same bytes, name and type); any other value as it is. */
function toNodeValue(value, filename) {
  const impl = value && typeof value === 'object' ? implForWrapper(value) : undefined;
  if (!impl || !Buffer.isBuffer(impl._buffer)) return filename === undefined ? [value] : [value, filename];
  const name = filename ?? impl.name ?? 'blob';
  return [new File([impl._buffer], name, { type: impl.type }), name];
}

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
    // Uploads: Node's fetch only encodes its own FormData, and that FormData only takes Node's Blobs.
    // Files picked in the page are jsdom's, so copy their bytes into a Node File on the way in.
    class PageFormData extends FormData {
      append(name, value, filename) {
        super.append(name, ...toNodeValue(value, filename));
      }
      set(name, value, filename) {
        super.set(name, ...toNodeValue(value, filename));
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
      FormData: PageFormData,
    });
  }
}

module.exports = JsdomWithFetch;
