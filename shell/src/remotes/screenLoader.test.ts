import { markEntryExecuted } from '../federation/entryState';
import { RemoteLoadError } from '../federation/RemoteLoadError';
import { TimeoutError } from '../federation/timeouts';
import { isNetworkFailure, retryPlan } from './screenLoader';

const loadError = (remote: string, cause: Error) => new RemoteLoadError(remote, `${remote}/Screen`, cause);
const named = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('how Retry recovers', () => {
  it('loads again in the page while the remote entry has never run (down, 404, hanging)', () => {
    expect(retryPlan('fresh', loadError('fresh', new Error('404: Not Found')))).toBe('load-again');
    expect(retryPlan('fresh', loadError('fresh', new TimeoutError('mf-manifest.json', 10_000)))).toBe('load-again');
  });

  it('loads again when a remote that already ran lost a chunk to the network', () => {
    markEntryExecuted('running');
    expect(retryPlan('running', loadError('running', named('ChunkLoadError', 'Loading chunk 12 failed.')))).toBe('load-again');
    expect(retryPlan('running', loadError('running', new TypeError('Failed to fetch')))).toBe('load-again');
  });

  it('reloads the page when a remote that already ran failed in its code, or a screen threw while rendering', () => {
    markEntryExecuted('broken');
    expect(retryPlan('broken', loadError('broken', new Error('./Screen has no default export')))).toBe('reload-page');
    expect(retryPlan('broken', new Error('Cannot read properties of undefined'))).toBe('reload-page');
    expect(retryPlan('never-ran', new Error('Cannot read properties of undefined'))).toBe('reload-page');
  });
});

describe('isNetworkFailure', () => {
  it('looks through the causes', () => {
    expect(isNetworkFailure(loadError('x', named('ScriptNetworkError', 'Failed to load script')))).toBe(true);
    expect(isNetworkFailure(loadError('x', new Error('503: Service Unavailable (http://x)')))).toBe(true);
    expect(isNetworkFailure(loadError('x', new Error('x is not a function')))).toBe(false);
  });
});
