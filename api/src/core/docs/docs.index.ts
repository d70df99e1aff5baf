import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppBindings } from '../app-deps';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** swagger-ui-dist's files, served from node_modules: the docs work without a network. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const assetDir = () => dirname(require.resolve('swagger-ui-dist/package.json'));

export const DOCS_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>duesflow API</title>
<link rel="stylesheet" href="${DOCS_PATH}/assets/swagger-ui.css">
<link rel="icon" type="image/png" href="${DOCS_PATH}/assets/favicon-32x32.png"></head>
<body><div id="swagger-ui"></div>
<script src="${DOCS_PATH}/assets/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/assets/swagger-ui-standalone-preset.js"></script>
<script>window.ui = SwaggerUIBundle({ url: '${OPENAPI_PATH}', dom_id: '#swagger-ui',
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset], layout: 'StandaloneLayout' });</script>
</body></html>`;

/** The OpenAPI document (generated from the route declarations) and a browsable UI for it. */
export function mountDocs(app: OpenAPIHono<AppBindings>) {
  app.doc(OPENAPI_PATH, {
    openapi: '3.0.0',
    info: {
      title: 'duesflow API',
      version: '0.1.0',
      description:
        'Chasing overdue customer payments: dashboard figures, customers, and durable workflows (calls, SMS, ' +
        'WhatsApp, payment links). Every 4xx/5xx body is { error, message, issues? }. Realtime events arrive ' +
        'over the WebSocket at /ws.',
    },
  });

  app.get(DOCS_PATH, (c) => c.html(DOCS_HTML));

  const cache = new Map<string, Buffer>();
  app.get(`${DOCS_PATH}/assets/:file`, async (c) => {
    const file = c.req.param('file');
    const type = ASSETS[file];
    if (!type) return c.json({ error: 'not_found', message: `No asset ${file}` }, 404);
    let content = cache.get(file);
    if (!content) {
      content = await readFile(join(assetDir(), file));
      cache.set(file, content);
    }
    return c.body(new Uint8Array(content), 200, { 'content-type': type, 'cache-control': 'public, max-age=86400' });
  });
}
