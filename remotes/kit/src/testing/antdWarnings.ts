import { format } from 'node:util';

/**
 * antd's development warnings written while `run` ran, e.g. "[antd: List] The `List` component is
 * deprecated…": antd writes them through console.error, or console.warn (one object listing every
 * deprecated use) under a ConfigProvider that relaxes `warning.strict`. A screen should write none.
 */
export function antdWarningsDuring(run: () => unknown): string[] {
  const errors = jest.spyOn(console, 'error');
  const warnings = jest.spyOn(console, 'warn');
  try {
    run();
    return [...errors.mock.calls, ...warnings.mock.calls].map((args) => format(...args)).filter((text) => text.includes('[antd'));
  } finally {
    errors.mockRestore();
    warnings.mockRestore();
  }
}
