import { smsCostUsd, smsEncoding, smsSegments } from './sms-segments';

describe('SMS segments', () => {
  it('counts plain English as GSM-7: 160 in one part, then 153 per part', () => {
    expect(smsSegments('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1, remaining: 0 });
    expect(smsSegments('a'.repeat(161))).toMatchObject({ encoding: 'GSM-7', segments: 2, perSegment: 153, remaining: 306 - 161 });
    expect(smsSegments('a'.repeat(306)).segments).toBe(2);
    expect(smsSegments('a'.repeat(307)).segments).toBe(3);
  });

  it('counts the extension characters twice', () => {
    expect(smsSegments('€[]{}\\^~|')).toMatchObject({ encoding: 'GSM-7', units: 18 });
    expect(smsSegments(`${'a'.repeat(159)}€`)).toMatchObject({ units: 161, segments: 2 });
  });

  it('makes a message with any Devanagari character or emoji UCS-2: 70 in one part, then 67 per part', () => {
    const hindi = 'नमस्ते, आपका ₹5,000 का भुगतान बकाया है।';
    expect(smsEncoding(hindi)).toBe('UCS-2');
    expect(smsSegments('Pay now 🙏').encoding).toBe('UCS-2');
    expect(smsSegments(`${'a'.repeat(69)}म`)).toMatchObject({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsSegments(`${'a'.repeat(70)}म`)).toMatchObject({ segments: 2, perSegment: 67 });
    expect(smsSegments('म'.repeat(134)).segments).toBe(2);
    expect(smsSegments('म'.repeat(135)).segments).toBe(3);
  });

  it('answers no parts for an empty text', () => {
    expect(smsSegments('').segments).toBe(0);
  });

  it('prices per part exactly to 4 decimals', () => {
    expect(smsCostUsd(3, 1)).toBe(0.0225);
    expect(smsCostUsd(1000, 2)).toBe(15);
    expect(smsCostUsd(7, 3)).toBe(0.1575);
  });
});
