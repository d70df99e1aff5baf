import { connectionOf } from './connection';

describe('connectionOf', () => {
  it.each([
    [{ enabled: true, activeProviders: 2 }, 'connected'],
    [{ enabled: false, activeProviders: 2 }, 'disconnected'],
    [{ enabled: false, activeProviders: 0 }, 'disconnected'],
    [{ enabled: true, activeProviders: 0 }, 'error'],
  ] as const)('%o is %s', (setting, connection) => {
    expect(connectionOf(setting)).toBe(connection);
  });
});
