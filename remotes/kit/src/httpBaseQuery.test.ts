import { configureStore } from '@reduxjs/toolkit';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { setApiBase } from './apiBase';
import { SESSION_ENDED_EVENT } from './sessionEvents';
import { errorMessage, type TApiCallError } from './httpBaseQuery';
import { createRemoteApi } from './remoteApi';

const api = createRemoteApi('kitTestApi', ['Things'] as const).injectEndpoints({
  endpoints: (build) => ({
    getThing: build.query<{ id: string }, string>({ query: (id) => `/api/things/${id}` }),
    startThing: build.mutation<null, void>({
      query: () => ({ url: '/api/things/start', method: 'POST', headers: { 'Idempotency-Key': 'k1' } }),
    }),
    saveThing: build.mutation<null, { name: string }>({ query: (body) => ({ url: '/api/things/1', method: 'PUT', body }) }),
    uploadThing: build.mutation<null, FormData>({ query: (body) => ({ url: '/api/things/upload', method: 'POST', body }) }),
  }),
});

function newStore() {
  return configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (getDefault) => getDefault().concat(api.middleware) });
}

async function failureOf(reply: Parameters<typeof stubFetch>[0][string]): Promise<TApiCallError> {
  stubFetch({ 'GET /api/things/1': reply });
  const result = await newStore().dispatch(api.endpoints.getThing.initiate('1'));
  return result.error as TApiCallError;
}

afterEach(() => setApiBase(''));

describe('httpBaseQuery', () => {
  it('answers the data, with cookies, on the base URL read at call time', async () => {
    const calls = stubFetch({ 'GET /api/things/1': { body: { id: '1' } } });
    setApiBase('https://api.example.test/');
    const result = await newStore().dispatch(api.endpoints.getThing.initiate('1'));
    expect(result.data).toEqual({ id: '1' });
    expect(calls.calls[0].credentials).toBe('include');
    expect((globalThis.fetch as jest.Mock).mock.calls[0][0].url).toBe('https://api.example.test/api/things/1');
  });

  it("turns the API's JSON error into 'status: message' and keeps its reason and field issues", async () => {
    const issues = [{ path: 'name', message: 'Required' }];
    const error = await failureOf({ status: 400, body: { error: 'validation_error', message: 'name: Required', issues } });
    expect(error).toMatchObject({
      status: 400,
      message: '400: name: Required',
      reason: 'name: Required',
      code: 'validation_error',
      issues,
    });
    expect(errorMessage(error)).toBe('400: name: Required');
    expect(errorMessage(error)).not.toContain('{');
  });

  it('keeps a plain-text body, or the status text when the body is empty', async () => {
    expect(await failureOf({ status: 502, body: 'Bad gateway' })).toMatchObject({ status: 502, message: '502: Bad gateway' });
    expect((await failureOf({ status: 503, statusText: 'Service Unavailable', body: '' })).message).toBe('503: Service Unavailable');
  });

  it('keeps a JSON body that is not the API error shape available to the caller', async () => {
    const error = await failureOf({ status: 422, body: { status: 'failed', processed: 0 } });
    expect(error.reason).toBeUndefined();
    expect(JSON.parse(error.body!)).toEqual({ status: 'failed', processed: 0 });
  });

  it('reports a transport failure as it is', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const result = await newStore().dispatch(api.endpoints.getThing.initiate('1'));
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' });
  });
});

describe('state-changing requests', () => {
  it('say application/json even without a body, and keep their own headers', async () => {
    const api2 = stubFetch({ 'POST /api/things/start': { status: 202 }, 'PUT /api/things/1': { body: null } });
    const store = newStore();
    await store.dispatch(api.endpoints.startThing.initiate());
    await store.dispatch(api.endpoints.saveThing.initiate({ name: 'x' }));
    const [start] = api2.callsTo('POST /api/things/start');
    expect(start.headers.get('Content-Type')).toBe('application/json');
    expect(start.headers.get('Idempotency-Key')).toBe('k1');
    expect(start.body).toBeUndefined();
    expect(start.credentials).toBe('include');
    const [save] = api2.callsTo('PUT /api/things/1');
    expect(save.headers.get('Content-Type')).toBe('application/json');
    expect(save.body).toEqual({ name: 'x' });
  });

  it('leave an upload multipart and a GET without a content type', async () => {
    const api2 = stubFetch({ 'POST /api/things/upload': { body: null }, 'GET /api/things/1': { body: { id: '1' } } });
    const store = newStore();
    const form = new FormData();
    form.append('file', new Blob(['{}'], { type: 'application/json' }), 'parties.json');
    await store.dispatch(api.endpoints.uploadThing.initiate(form));
    await store.dispatch(api.endpoints.getThing.initiate('1'));
    expect(api2.callsTo('POST /api/things/upload')[0].headers.get('Content-Type')).toMatch(/^multipart\/form-data/);
    expect(api2.callsTo('GET /api/things/1')[0].headers.get('Content-Type')).toBeNull();
  });
});

describe('an ended session', () => {
  it('is announced on window when a call answers 401 unauthenticated', async () => {
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener(SESSION_ENDED_EVENT, listener);
    try {
      setApiBase('https://api.example.test');
      const error = await failureOf({ status: 401, body: { error: 'unauthenticated', message: 'Your session has ended. Sign in again.' } });
      expect(error).toMatchObject({ status: 401, code: 'unauthenticated', reason: 'Your session has ended. Sign in again.' });
      expect(heard).toEqual([{ apiBase: 'https://api.example.test' }]);
    } finally {
      window.removeEventListener(SESSION_ENDED_EVENT, listener);
    }
  });

  it('is not announced for other refusals (a wrong password, a role that may not)', async () => {
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push(event);
    window.addEventListener(SESSION_ENDED_EVENT, listener);
    try {
      await failureOf({ status: 401, body: { error: 'invalid_credentials', message: 'Email or password is incorrect.' } });
      await failureOf({ status: 403, body: { error: 'forbidden', message: 'Your role (viewer) cannot do this.' } });
      expect(heard).toEqual([]);
    } finally {
      window.removeEventListener(SESSION_ENDED_EVENT, listener);
    }
  });
});

describe('errorMessage', () => {
  it('copes with errors that did not come from a call', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage(undefined)).toBe('Something went wrong');
  });
});
