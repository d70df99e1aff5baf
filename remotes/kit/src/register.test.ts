import type { Middleware, Reducer } from '@reduxjs/toolkit';
import { createRegister, registerScreen } from './register';

const api = {
  reducerPath: 'someApi',
  reducer: ((state = {}) => state) as Reducer,
  middleware: (() => (next) => (action) => next(action)) as Middleware,
};

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

describe('registerScreen', () => {
  it("registers the remote, then starts the screen's queries with the host's dispatch; without one, only registers", () => {
    const order: string[] = [];
    const register = jest.fn(() => order.push('register'));
    const prefetch = jest.fn(() => order.push('prefetch'));
    const dispatch = jest.fn();
    registerScreen(register, prefetch)({ injectReducer: jest.fn(), addMiddleware: jest.fn(), dispatch });
    expect(order).toEqual(['register', 'prefetch']);
    expect(prefetch).toHaveBeenCalledWith(dispatch);

    registerScreen(register, prefetch)({ injectReducer: jest.fn(), addMiddleware: jest.fn() });
    expect(register).toHaveBeenCalledTimes(2);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });
});
