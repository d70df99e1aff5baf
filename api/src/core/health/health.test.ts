import { ZApiError } from '@duesflow/shared-contracts/common';
import { ZHealth } from '@duesflow/shared-contracts/health';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.stop());

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const response = await t.call('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(ZHealth.parse(await response.json())).toEqual({ status: 'ok' });
  });

  it('answers 503 with the error shape when the database does not answer', async () => {
    const original = t.deps.checkHealth;
    t.deps.checkHealth = async () => {
      throw new Error('connection refused');
    };
    try {
      const response = await t.call('GET', '/api/health');
      expect(response.status).toBe(503);
      expect(ZApiError.parse(await response.json()).error).toBe('unavailable');
    } finally {
      t.deps.checkHealth = original;
    }
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404', async () => {
    const response = await t.call('GET', '/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(ZApiError.parse(await response.json())).toEqual({
      error: 'not_found',
      message: 'No route for GET /api/no-such-thing',
    });
  });
});

describe('API documentation', () => {
  it('serves an OpenAPI document generated from the route declarations', async () => {
    const response = await t.call('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.0.0');
    for (const path of [
      '/api/dashboard/metrics',
      '/api/dashboard/refresh',
      '/api/customers/airtable',
      '/api/workflows/executions',
      '/api/workflows/payment-follow-up',
      '/api/workflows/bulk-sms',
      '/api/workflows/generate-payment-link',
      '/api/workflows/payment-followup',
      '/api/workflows/whatsapp',
      '/api/workflows/payment-link',
      '/api/workflows/airtable-sync',
      '/api/pay/{token}/confirm',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(Object.keys(doc.paths['/api/workflows/payment-link'] ?? {})).toEqual(['post']);
  });

  it('serves a browsable UI whose assets come from this server', async () => {
    const page = await t.call('GET', '/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/openapi.json');
    expect(html).not.toMatch(/https?:\/\//);
    const bundle = await t.call('GET', '/api/docs/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    expect((await t.call('GET', '/api/docs/assets/package.json')).status).toBe(404);
  });
});
