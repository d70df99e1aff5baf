import { readableError } from './readableError';

describe('readableError', () => {
  it("shows the API's error message after the status", () => {
    const body = JSON.stringify({ error: 'not_found', message: 'Customer not found' });
    expect(readableError({ status: 404, message: `404: ${body}` })).toBe('404: Customer not found');
  });

  it('keeps a plain-text or empty-body message as it is', () => {
    expect(readableError({ status: 502, message: '502: Bad gateway' })).toBe('502: Bad gateway');
    expect(readableError({ status: 503, message: '503: Service Unavailable' })).toBe('503: Service Unavailable');
    expect(readableError({ status: 500, message: '500: {"unexpected":true}' })).toBe('500: {"unexpected":true}');
  });

  it('keeps transport failures and copes with unknown values', () => {
    expect(readableError({ status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' })).toBe('TypeError: Failed to fetch');
    expect(readableError(undefined)).toBe('Something went wrong');
  });
});
