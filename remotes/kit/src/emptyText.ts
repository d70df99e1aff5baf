import type { ReactNode } from 'react';

/**
 * A table's or list's empty text, said only once its rows have come: while they load, a "No … yet" under the
 * spinner would claim what is not known yet (and a test could find it there just before the rows, or the
 * screen's own empty note, replace it). A blank keeps the empty row's height.
 */
export function emptyTextOnceLoaded(loading: boolean, text: ReactNode): ReactNode {
  return loading ? ' ' : text;
}
