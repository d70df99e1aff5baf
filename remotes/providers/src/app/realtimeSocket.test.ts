import { realtimeUrl } from './realtimeSocket';

describe('realtimeUrl', () => {
  it('uses the page origin when the API base is relative', () => {
    expect(realtimeUrl('', 'http://portal.example.test/customers')).toBe('ws://portal.example.test/ws');
    expect(realtimeUrl('', 'https://portal.example.test/')).toBe('wss://portal.example.test/ws');
  });

  it('uses the API origin, securely when it is https', () => {
    expect(realtimeUrl('https://api.example.test', 'http://localhost:8080/')).toBe('wss://api.example.test/ws');
    expect(realtimeUrl('http://localhost:3000', 'https://portal.example.test/')).toBe('ws://localhost:3000/ws');
  });
});
