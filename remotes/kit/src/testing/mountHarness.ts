import { act } from '@testing-library/react';
import { setApiBase } from '../apiBase';
import type { TMount, TMountOptions } from '../contract';
import { installFakeWebSocket } from './fakeSocket';

/**
 * For a remote's mount() tests: fake WebSockets the test plays the server of, and a `mountInto` that
 * mounts into a fresh element; everything is unmounted and put back after each test.
 */
export function mountHarness(mount: TMount) {
  let sockets: ReturnType<typeof installFakeWebSocket> | undefined;
  let unmount: (() => void) | undefined;

  beforeEach(() => {
    sockets = installFakeWebSocket();
  });
  afterEach(() => {
    act(() => unmount?.());
    unmount = undefined;
    sockets?.restore();
    setApiBase('');
    document.body.innerHTML = '';
  });

  return {
    /** The sockets mount() opened, oldest first. */
    sockets: () => sockets!.sockets,
    mountInto(options?: TMountOptions) {
      const element = document.createElement('div');
      document.body.appendChild(element);
      act(() => {
        unmount = mount(element, options);
      });
      return element;
    },
    unmount() {
      act(() => unmount?.());
      unmount = undefined;
    },
  };
}
