import { formatIstTime } from '@duesflow/shared-contracts/format';
import { isWithinWindow, nextWindowOpening, parseSendingWindow, windowFor } from './hours-of-day';

const window = parseSendingWindow('09:00-21:00');
// 09:00 IST is 03:30 UTC; 21:00 IST is 15:30 UTC.
const utc = (time: string, day = '2025-03-10') => new Date(`${day}T${time}Z`);

describe('the sending window (IST)', () => {
  it('is open from 09:00 to 21:00 India time', () => {
    expect(isWithinWindow(window, utc('03:29:59'))).toBe(false);
    expect(isWithinWindow(window, utc('03:30:00'))).toBe(true);
    expect(isWithinWindow(window, utc('15:29:59'))).toBe(true);
    expect(isWithinWindow(window, utc('15:30:00'))).toBe(false);
  });

  it('makes a message outside it wait for the next opening', () => {
    expect(nextWindowOpening(window, utc('20:00:00'))).toEqual(utc('03:30:00', '2025-03-11'));
    expect(nextWindowOpening(window, utc('01:00:00'))).toEqual(utc('03:30:00'));
    expect(nextWindowOpening(window, utc('10:00:00'))).toEqual(utc('10:00:00'));
  });

  it('accepts any hour as 00:00-24:00 and refuses nonsense', () => {
    const always = parseSendingWindow('00:00-24:00');
    expect(isWithinWindow(always, utc('18:29:00'))).toBe(true);
    expect(() => parseSendingWindow('21:00-09:00')).toThrow();
    expect(() => parseSendingWindow('9-5')).toThrow();
  });

  it('holds calls to CALL_WINDOW and messages to SENDING_WINDOW: at 07:30 IST a call waits for 08:00', () => {
    const windows = { sendingWindow: window, callWindow: parseSendingWindow('08:00-19:00') };
    const half7 = utc('02:00:00'); // 07:30 IST
    expect(nextWindowOpening(windowFor(windows, 'voice'), half7)).toEqual(utc('02:30:00'));
    expect(nextWindowOpening(windowFor(windows, 'whatsapp'), half7)).toEqual(utc('03:30:00'));
    // How the run says it (the shared formatter, as the screens do).
    expect(formatIstTime(utc('02:30:00').toISOString(), half7)).toBe('08:00 IST');
    expect(formatIstTime(utc('03:30:00', '2025-03-11').toISOString(), utc('16:00:00'))).toBe('11 Mar 2025, 09:00 IST');
  });
});
