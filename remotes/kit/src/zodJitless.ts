import { config } from 'zod/mini';

// An embedding page may forbid eval in its Content-Security-Policy, as the portal does. zod decides
// whether to compile a parser with `Function` when an object schema is CONSTRUCTED (probing
// `Function('')` reports a violation there), so this module is createMount's first import: it runs
// before any module that declares a schema.
config({ jitless: true });
