/**
 * The sending window (docs/communications.md): messages go out only between these times of day in India
 * (IST, UTC+05:30 all year); a message that falls outside waits for the window to open, it is never
 * dropped. SENDING_WINDOW, "09:00-21:00" by default; "00:00-24:00" sends at any hour.
 */
export interface SendingWindow {
  /** Minutes after midnight IST. */
  startMinute: number;
  endMinute: number;
}

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MINUTES = 24 * 60;

export const DEFAULT_SENDING_WINDOW = '09:00-21:00';
/** RBI's fair practices code: no calls to a borrower before 08:00 or after 19:00. */
export const DEFAULT_CALL_WINDOW = '08:00-19:00';

/** The hours of each kind of channel; an absent window means any hour (the engine's tests). */
export interface ChannelWindows {
  /** SENDING_WINDOW: SMS, WhatsApp and email. */
  sendingWindow?: SendingWindow;
  /** CALL_WINDOW: voice calls. */
  callWindow?: SendingWindow;
}

export const windowFor = (windows: ChannelWindows, channel: string): SendingWindow | undefined =>
  channel === 'voice' ? windows.callWindow : windows.sendingWindow;

/** "09:00-21:00" → minutes; throws on anything else (the env check names the variable). */
export function parseSendingWindow(text: string): SendingWindow {
  const match = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) throw new Error('Expected HH:MM-HH:MM, e.g. 09:00-21:00');
  const [startH, startM, endH, endM] = match.slice(1).map(Number) as [number, number, number, number];
  const startMinute = startH * 60 + startM;
  const endMinute = endH * 60 + endM;
  if (startM > 59 || endM > 59 || startMinute >= DAY_MINUTES || endMinute > DAY_MINUTES || endMinute <= startMinute) {
    throw new Error('Expected a window within one day, start before end, e.g. 09:00-21:00');
  }
  return { startMinute, endMinute };
}

const minuteOfDayIst = (at: Date) => Math.floor(((at.getTime() + IST_OFFSET_MS) % (DAY_MINUTES * 60_000)) / 60_000);

export function isWithinWindow(window: SendingWindow | undefined, at: Date): boolean {
  if (!window) return true;
  const minute = minuteOfDayIst(at);
  return minute >= window.startMinute && minute < window.endMinute;
}

/** When the window next opens (`at` itself when it is open). */
export function nextWindowOpening(window: SendingWindow | undefined, at: Date): Date {
  if (!window || isWithinWindow(window, at)) return at;
  const istMs = at.getTime() + IST_OFFSET_MS;
  const dayStartIst = istMs - (istMs % (DAY_MINUTES * 60_000));
  let opening = dayStartIst + window.startMinute * 60_000;
  if (opening <= istMs) opening += DAY_MINUTES * 60_000;
  return new Date(opening - IST_OFFSET_MS);
}

export function isSendingWindow(text: string): boolean {
  try {
    parseSendingWindow(text);
    return true;
  } catch {
    return false;
  }
}
