import { describeFetchError, readableBody } from './http-store';

describe('readable store errors', () => {
  it('turns network codes into words', () => {
    expect(describeFetchError(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 10.0.0.1:443' } }))).toBe(
      'the connection was refused (is the server running and the port right?)',
    );
    expect(describeFetchError(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ENOTFOUND' } }))).toBe('the host name is unknown');
    expect(describeFetchError(Object.assign(new TypeError('fetch failed'), { cause: { code: 'EWHATEVER' } }))).toBe('the network failed');
  });

  it("reads a JSON body's message instead of showing the JSON", () => {
    expect(readableBody('{"message":"Invalid API key"}')).toBe('Invalid API key');
    expect(readableBody('{"error":{"type":"AUTH","message":"Bad token"}}')).toBe('Bad token');
    expect(readableBody('{"error":"Unauthorized"}')).toBe('Unauthorized');
    expect(readableBody('plain text')).toBe('plain text');
  });
});
