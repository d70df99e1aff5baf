// The hours are the send gate's (api/src/modules/messaging): kept here so older imports keep working.
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
} from '../modules/messaging';
