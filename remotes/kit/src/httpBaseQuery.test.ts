import { configureStore } from '@reduxjs/toolkit';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { setApiBase } from './apiBase';
import { errorMessage, type TApiCallError } from './httpBaseQuery';
import { createRemoteApi } from './remoteApi';

const api = createRemoteApi('kitTestApi', ['Things'] as const).injectEndpoints({
  endpoints: (build) => ({
    getThing: build.query<{ id: string }, string>({ query: (id) => `/api/things/${id}` }),
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
    expect(error).toMatchObject({ status: 400, message: '400: name: Required', reason: 'name: Required', code: 'validation_error', issues });
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

describe('errorMessage', () => {
  it('copes with errors that did not come from a call', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage(undefined)).toBe('Something went wrong');
  });
});
