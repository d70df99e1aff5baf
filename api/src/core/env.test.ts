import { parseEnv, readEnv } from './env';

describe('EMBED_ALLOWED_ORIGINS', () => {
  it('is an empty list when unset or empty', () => {
    expect(parseEnv({}).EMBED_ALLOWED_ORIGINS).toEqual([]);
    expect(parseEnv({ EMBED_ALLOWED_ORIGINS: '' }).EMBED_ALLOWED_ORIGINS).toEqual([]);
  });

  it('reads a comma list of origins, trimmed and normalised as browsers send them', () => {
    expect(parseEnv({ EMBED_ALLOWED_ORIGINS: ' http://127.0.0.1:4000/ , https://Shop.Example.in,' }).EMBED_ALLOWED_ORIGINS).toEqual([
      'http://127.0.0.1:4000',
      'https://shop.example.in',
    ]);
  });

  it.each(['*', 'https://*.example.in', 'https://shop.example.in/embed', 'ftp://shop.example.in', 'shop.example.in'])(
    'rejects %s, which no browser Origin header could match',
    (value) => {
      expect(() => parseEnv({ EMBED_ALLOWED_ORIGINS: value })).toThrow(`EMBED_ALLOWED_ORIGINS: "${value}" is not an origin`);
    },
  );
});

describe('readEnv', () => {
  it('parses the process environment once and answers the same settings afterwards', () => {
    const first = readEnv();
    const before = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = first.LOG_LEVEL === 'debug' ? 'error' : 'debug';
    try {
      expect(readEnv()).toBe(first);
    } finally {
      if (before === undefined) delete process.env.LOG_LEVEL;
      else process.env.LOG_LEVEL = before;
    }
  });
});
