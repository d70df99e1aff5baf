import { playScriptPreview, scriptSentences, voiceFor } from './speakScript';
import { script } from '../../test/fixtures';

/** A browser speech engine stand-in: records each utterance and ends it at once. */
function fakeSynth(voices: { lang: string; name: string }[]) {
  const spoken: { text: string; lang: string; rate: number; pitch: number }[] = [];
  const synth = {
    getVoices: () => voices,
    addEventListener: () => {},
    removeEventListener: () => {},
    cancel: () => {},
    speak: (utterance: { text: string; lang: string; rate: number; pitch: number; onend: () => void }) => {
      spoken.push({ text: utterance.text, lang: utterance.lang, rate: utterance.rate, pitch: utterance.pitch });
      setTimeout(() => utterance.onend(), 0);
    },
  };
  return { synth: synth as unknown as SpeechSynthesis, spoken };
}

class Utterance {
  lang = '';
  rate = 1;
  pitch = 1;
  voice: unknown = null;
  onend: () => void = () => {};
  onerror: () => void = () => {};
  constructor(public text: string) {}
}

beforeAll(() => {
  (globalThis as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance = Utterance;
});

describe('the script preview', () => {
  it('splits the spoken sections into sentences (the danda ends one) and reads placeholders as words', () => {
    expect(scriptSentences(script())).toEqual([
      'नमस्ते customer name।',
      'मैं company name से बोल रहा हूँ।',
      'आपका amount बकाया है।',
      'क्या आप आज भुगतान करेंगे?',
      'धन्यवाद।',
    ]);
  });

  it('finds a voice by exact tag, then by language', () => {
    const voices = [{ lang: 'en-US' }, { lang: 'hi_IN' }] as SpeechSynthesisVoice[];
    expect(voiceFor(voices, 'hi-IN')).toBe(voices[1]);
    expect(voiceFor(voices, 'en-IN')).toBe(voices[0]);
    expect(voiceFor(voices, 'mr-IN')).toBeUndefined();
  });

  it('speaks sentence by sentence in the script language at its speed and pitch', async () => {
    const { synth, spoken } = fakeSynth([{ lang: 'hi-IN', name: 'Lekha' }]);
    const preview = playScriptPreview({ ...script(), voiceSettings: { speed: 1.3, tone: 'friendly', pitch: 0.9 } }, synth);
    expect(await preview.mode).toBe('spoken');
    await preview.finished;
    expect(spoken).toHaveLength(5);
    expect(spoken[0]).toEqual({ text: 'नमस्ते customer name।', lang: 'hi-IN', rate: 1.3, pitch: 0.9 });
  });

  it('simulates when the browser has no voice for the language', async () => {
    const { synth, spoken } = fakeSynth([{ lang: 'en-US', name: 'Samantha' }]);
    const preview = playScriptPreview({ ...script(), language: 'mr' }, synth);
    expect(await preview.mode).toBe('simulated');
    preview.cancel();
    expect(spoken).toHaveLength(0);
  });
});
