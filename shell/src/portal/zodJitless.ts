import { config } from 'zod';

// The portal's Content-Security-Policy allows no eval (docs/security.md). zod decides whether to compile
// a parser with `Function` when an object schema is CONSTRUCTED (probing `Function('')`, which reports a
// violation), so this runs before any module that declares a schema: it is startPortal's first import.
// zod is one shared copy, so the remotes' schemas (constructed later) run jitless too.
config({ jitless: true });
