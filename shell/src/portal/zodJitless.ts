import { config } from 'zod/mini';

// The portal's Content-Security-Policy allows no eval (docs/security.md). zod decides whether to compile
// a parser with `Function` when an object schema is CONSTRUCTED (probing `Function('')`, which reports a
// violation), so this runs before any module that declares a schema: it is startPortal's first import.
// zod keeps this setting on `globalThis`, so every copy in the page (this build's zod/mini, the classic zod a
// remote brings later) runs jitless.
config({ jitless: true });
