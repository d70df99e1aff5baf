import type { TTimelineEvent } from '@duesflow/shared-contracts/customer-timeline';
import { FieldError } from '../../../core/lib/field-error';

/** Where a page of the timeline ends: the last entry's time (to the microsecond) and its key. */
export interface TimelineCursor {
  at: string;
  key: string;
}

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const KEY = /^[a-z]{1,2}:[0-9a-f-]{36}$/;

/** The cursor after `event`, as the API hands it out: opaque to callers, base64url of "time|key". */
export function cursorAfter(event: TTimelineEvent): string {
  return Buffer.from(`${event.at}|${event.id}`, 'utf8').toString('base64url');
}

/** A cursor this API gave; anything else is a 400 naming `before`. */
export function readCursor(before: string | undefined): TimelineCursor | null {
  if (before === undefined) return null;
  const [at, key, ...rest] = Buffer.from(before, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !at || !key || !AT.test(at) || Number.isNaN(Date.parse(at)) || !KEY.test(key)) {
    throw new FieldError('before', 'Not a cursor this API gave');
  }
  return { at, key };
}
