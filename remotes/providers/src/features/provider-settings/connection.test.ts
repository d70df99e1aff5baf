import { connectionOf } from './connection';

describe('connectionOf', () => {
  it.each([
    ['active', 'connected'],
    ['inactive', 'disconnected'],
    ['suspended', 'error'],
    ['maintenance', 'error'],
  ] as const)('%s is %s', (status, connection) => {
    expect(connectionOf(status)).toBe(connection);
  });
});
