import {
  SCRIPT_LANGUAGE_LABELS,
  SCRIPT_SPEECH_LANG,
  SCRIPT_TYPE_LABELS,
  type TCallScript,
  type TCallScriptInput,
} from '@duesflow/shared-contracts/call-scripts';

type TLanguage = TCallScript['language'];
type TScriptType = TCallScript['type'];

/** Spec part 2: hi Hindi, en English, mr Marathi. */
export const LANGUAGE_LABELS: Record<TLanguage, string> = SCRIPT_LANGUAGE_LABELS;
export const LANGUAGE_FLAGS: Record<TLanguage, string> = { hi: '🇮🇳', en: '🇬🇧', mr: '🇮🇳' };
/** The BCP 47 tag the browser's speech synthesis is asked to speak. */
export const SPEECH_LANGS: Record<TLanguage, string> = SCRIPT_SPEECH_LANG;

/** Spec part 2: initial = Initial Contact, followup = Follow-up, final = Final Notice. */
export const TYPE_LABELS: Record<TScriptType, string> = SCRIPT_TYPE_LABELS;
export const TYPE_COLORS: Record<TScriptType, string> = { initial: 'blue', followup: 'gold', final: 'red' };

export const TONE_LABELS = { professional: 'Professional', friendly: 'Friendly', assertive: 'Assertive' } as const;

/** The content sections in the order a call speaks them (objection handling is answered only when needed). */
export const SECTIONS = [
  { key: 'greeting', label: 'Greeting' },
  { key: 'introduction', label: 'Introduction' },
  { key: 'paymentRequest', label: 'Payment Request' },
  { key: 'commitment', label: 'Commitment Request' },
  { key: 'closing', label: 'Closing' },
] as const;

/** The part of a stored script the editor changes. */
export const toInput = ({ name, language, type, content, voiceSettings }: TCallScript): TCallScriptInput => ({
  name,
  language,
  type,
  content: { ...content, objectionHandling: [...content.objectionHandling] },
  voiceSettings: { ...voiceSettings },
});
