// The hours of the day messages and calls may go (api/src/lib/hours-of-day.ts): kept here so older imports keep working.
export {
  DEFAULT_CALL_WINDOW,
  DEFAULT_SENDING_WINDOW,
  istTimeText,
  isSendingWindow,
  isWithinWindow,
  nextWindowOpening,
  parseSendingWindow,
  windowFor,
  type ChannelWindows,
  type SendingWindow,
} from '../lib/hours-of-day';
