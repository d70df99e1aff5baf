import { markEntryExecuted } from '../federation/entryState';
import { RemoteLoadError } from '../federation/RemoteLoadError';
import { TimeoutError } from '../federation/timeouts';
import { retryPlan } from './screenLoader';

const loadError = (remote: string, cause: Error) => new RemoteLoadError(remote, `${remote}/Screen`, cause);
const named = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('how Retry recovers', () => {
  it('loads again in the page while the remote entry has never run (down, 404, hanging)', () => {
    expect(retryPlan('fresh', loadError('fresh', new Error('404: Not Found')))).toBe('load-again');
    expect(retryPlan('fresh', loadError('fresh', new TimeoutError('mf-manifest.json', 10_000)))).toBe('load-again');
  });

  it('reloads the page when a remote that already ran lost a chunk, failed in its code, or a screen threw', () => {
    markEntryExecuted('running');
    expect(retryPlan('running', loadError('running', named('ChunkLoadError', 'Loading chunk 12 failed.')))).toBe('reload-page');
    markEntryExecuted('broken');
    expect(retryPlan('broken', loadError('broken', new Error('./Screen has no default export')))).toBe('reload-page');
    expect(retryPlan('broken', new Error('Cannot read properties of undefined'))).toBe('reload-page');
    expect(retryPlan('never-ran', new Error('Cannot read properties of undefined'))).toBe('reload-page');
  });
});
