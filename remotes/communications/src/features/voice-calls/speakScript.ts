import type { TCallScriptInput } from '@duesflow/shared-contracts/call-scripts';
import { SECTIONS, SPEECH_LANGS } from './scriptText';

/** Spec part 2 §9: the preview is simulated for 3000 ms when it cannot be spoken. */
export const SIMULATED_PREVIEW_MS = 3000;
/** How long to wait for the browser to list its voices (Chromium loads them after the first ask). */
const VOICES_WAIT_MS = 1500;

/** `{customerName}` is read as "customer name", so a preview sounds like a sentence. */
export function readablePlaceholders(text: string): string {
  return text.replace(/\{#?(\w+?)#?\}/g, (_match, name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase());
}

/** The script as spoken: every section in call order, sentence by sentence (Devanagari's danda ends one too). */
export function scriptSentences(script: Pick<TCallScriptInput, 'content'>): string[] {
  return SECTIONS.flatMap(({ key }) => readablePlaceholders(script.content[key]).split(/(?<=[.!?।])\s+/))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function loadVoices(synth: SpeechSynthesis): Promise<SpeechSynthesisVoice[]> {
  const voices = synth.getVoices();
  if (voices.length > 0) return Promise.resolve(voices);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synth.removeEventListener('voiceschanged', done);
      resolve(synth.getVoices());
    };
    const timer = setTimeout(done, VOICES_WAIT_MS);
    synth.addEventListener('voiceschanged', done);
  });
}

/** A voice for the language (hi-IN, or any hi-*), or none. */
export function voiceFor(voices: SpeechSynthesisVoice[], lang: string): SpeechSynthesisVoice | undefined {
  const base = lang.split('-')[0];
  const normal = (tag: string) => tag.replace('_', '-').toLowerCase();
  return (
    voices.find((voice) => normal(voice.lang) === lang.toLowerCase()) ?? voices.find((voice) => normal(voice.lang).split('-')[0] === base)
  );
}

export type TPreviewMode = 'spoken' | 'simulated';

export interface TPreview {
  /** How the preview plays: spoken by a voice of its language, or the spec's simulation. */
  mode: Promise<TPreviewMode>;
  /** Settles when the preview ends (spoken to the last sentence, or after the simulation). */
  finished: Promise<void>;
  cancel(): void;
}

/**
 * Speaks the script in its language, sentence by sentence, at its speed and pitch (Web Speech API).
 * Without speech synthesis or a voice for the language it simulates for SIMULATED_PREVIEW_MS instead.
 */
export function playScriptPreview(script: TCallScriptInput, synth: SpeechSynthesis | undefined = globalThis.speechSynthesis): TPreview {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let resolveMode!: (mode: TPreviewMode) => void;
  const mode = new Promise<TPreviewMode>((resolve) => {
    resolveMode = resolve;
  });
  const simulate = () =>
    new Promise<void>((resolve) => {
      resolveMode('simulated');
      timer = setTimeout(resolve, SIMULATED_PREVIEW_MS);
    });

  const finished = (async () => {
    const lang = SPEECH_LANGS[script.language];
    const sentences = scriptSentences(script);
    const voice = synth && typeof SpeechSynthesisUtterance !== 'undefined' ? voiceFor(await loadVoices(synth), lang) : undefined;
    if (!synth || !voice || sentences.length === 0) return simulate();
    resolveMode('spoken');
    for (const sentence of sentences) {
      if (cancelled) return;
      await new Promise<void>((resolve) => {
        const utterance = new SpeechSynthesisUtterance(sentence);
        utterance.lang = lang;
        utterance.voice = voice;
        utterance.rate = script.voiceSettings.speed;
        utterance.pitch = script.voiceSettings.pitch;
        utterance.onend = () => resolve();
        utterance.onerror = () => resolve();
        synth.speak(utterance);
      });
    }
  })();

  return {
    mode,
    finished,
    cancel() {
      cancelled = true;
      clearTimeout(timer);
      synth?.cancel();
    },
  };
}
