import type { Middleware, Reducer } from '@reduxjs/toolkit';
import { createRegister } from './register';

const api = { reducerPath: 'someApi', reducer: ((state = {}) => state) as Reducer, middleware: (() => (next) => (action) => next(action)) as Middleware };

describe('createRegister', () => {
  it('injects the api and one listener once per bridge, and the same middleware into a fresh bridge', () => {
    const createListener = jest.fn(() => ({ middleware: (() => (next) => (action) => next(action)) as Middleware }));
    const register = createRegister(api, createListener);
    const bridge = { injectReducer: jest.fn(), addMiddleware: jest.fn() };
    register(bridge);
    register(bridge);
    expect(bridge.injectReducer).toHaveBeenCalledTimes(1);
    expect(bridge.injectReducer).toHaveBeenCalledWith(api);
    expect(bridge.addMiddleware).toHaveBeenCalledTimes(1);
    expect(bridge.addMiddleware.mock.calls[0]).toHaveLength(2);

    const fresh = { injectReducer: jest.fn(), addMiddleware: jest.fn() };
    register(fresh);
    expect(createListener).toHaveBeenCalledTimes(1);
    expect(fresh.addMiddleware.mock.calls[0]).toEqual(bridge.addMiddleware.mock.calls[0]);
  });
});
