import { z } from 'zod';
import { ZRequiredText, ZText } from './common';

export const SCRIPT_LANGUAGES = ['hi', 'en', 'mr'] as const;
export const SCRIPT_LANGUAGE_LABELS = { hi: 'Hindi', en: 'English', mr: 'Marathi' } as const;
/** BCP 47 tags for speaking a script in the browser (utterance.lang). */
export const SCRIPT_SPEECH_LANG = { hi: 'hi-IN', en: 'en-IN', mr: 'mr-IN' } as const;
export const SCRIPT_TYPES = ['initial', 'followup', 'final'] as const;
export const SCRIPT_TYPE_LABELS = { initial: 'Initial Contact', followup: 'Follow-up', final: 'Final Notice' } as const;
export const VOICE_TONES = ['professional', 'friendly', 'assertive'] as const;

/** Slider bounds (spec part 2 §5, §9). */
export const VOICE_SPEED = { min: 0.5, max: 2, step: 0.1 } as const;
export const VOICE_PITCH = { min: 0.7, max: 1.3, step: 0.1 } as const;

export const ZCallScriptContent = z
  .object({
    greeting: ZText(2000),
    introduction: ZText(2000),
    paymentRequest: ZText(2000),
    objectionHandling: z.array(ZText(2000)).max(50, 'At most 50 responses'),
    commitment: ZText(2000),
    closing: ZText(2000),
  })
  .strict();
export type TCallScriptContent = z.infer<typeof ZCallScriptContent>;

/** Speed and pitch in steps of 0.1 within the sliders' ranges. */
const onStep = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;
export const ZVoiceSettings = z
  .object({
    speed: z
      .number()
      .min(VOICE_SPEED.min, 'Speed is at least 0.5')
      .max(VOICE_SPEED.max, 'Speed is at most 2')
      .refine(onStep, 'Speed moves in steps of 0.1'),
    tone: z.enum(VOICE_TONES),
    pitch: z
      .number()
      .min(VOICE_PITCH.min, 'Pitch is at least 0.7')
      .max(VOICE_PITCH.max, 'Pitch is at most 1.3')
      .refine(onStep, 'Pitch moves in steps of 0.1'),
  })
  .strict();

/** A stored script with its figures measured from its call attempts. */
export const ZCallScript = z.object({
  id: z.string(),
  name: z.string(),
  language: z.enum(SCRIPT_LANGUAGES),
  type: z.enum(SCRIPT_TYPES),
  content: ZCallScriptContent,
  voiceSettings: ZVoiceSettings,
  /** Percent of its calls that ended with a commitment to pay (one decimal on screen). */
  successRate: z.number(),
  totalCalls: z.number().int().nonnegative(),
  /** Its calls that ended with a commitment to pay. */
  successfulCalls: z.number().int().nonnegative(),
  /** YYYY-MM-DD. */
  createdAt: z.string(),
  lastModified: z.string(),
});
export type TCallScript = z.infer<typeof ZCallScript>;
export const ZCallScriptList = z.array(ZCallScript);

/** POST /api/call-scripts and PUT /api/call-scripts/{id}. */
export const ZCallScriptInput = z
  .object({
    name: ZRequiredText(200, 'Name is required'),
    language: z.enum(SCRIPT_LANGUAGES),
    type: z.enum(SCRIPT_TYPES),
    content: ZCallScriptContent,
    voiceSettings: ZVoiceSettings,
  })
  .strict();
export type TCallScriptInput = z.infer<typeof ZCallScriptInput>;

/** What New Script starts with (spec part 2 §4). */
export const NEW_SCRIPT_DEFAULTS: TCallScriptInput = {
  name: 'New Script',
  language: 'en',
  type: 'initial',
  content: {
    greeting: 'Hello, this is {companyName} calling for {customerName}.',
    introduction: '',
    paymentRequest: '',
    objectionHandling: [''],
    commitment: '',
    closing: '',
  },
  voiceSettings: { speed: 1, tone: 'professional', pitch: 1 },
};

/** How a call ended, as the voice provider's callback and the collector recorded it. */
export const CALL_STATUSES = ['completed', 'failed', 'busy', 'no-answer'] as const;
export const CALL_OUTCOMES = ['commitment', 'dispute', 'callback', 'none'] as const;

export const ZScriptFigures = z.object({
  scriptId: z.string(),
  name: z.string(),
  language: z.enum(SCRIPT_LANGUAGES),
  totalCalls: z.number().int().nonnegative(),
  /** Calls answered (the provider reported the call completed). */
  answeredCalls: z.number().int().nonnegative(),
  /** Calls that ended with a commitment to pay. */
  successfulCalls: z.number().int().nonnegative(),
  /** Calls whose outcome was reported (commitment, dispute, callback or none), and those of them answered. */
  callsWithOutcome: z.number().int().nonnegative(),
  answeredWithOutcome: z.number().int().nonnegative(),
  /** Percent, one decimal: calls with a commitment ÷ calls with a reported outcome. */
  successRate: z.number(),
  /** Percent of answered calls that ended with a commitment. */
  commitmentRate: z.number(),
  /** Seconds, over answered calls whose length the provider reported; null when none did. */
  averageCallDuration: z.number().nullable(),
});

/**
 * GET /api/call-scripts/analytics: every call placed (each voice contact attempt, and each call reported
 * with its script), measured where its script, outcome and length are known (docs/communications.md).
 */
export const ZCallStatistics = z.object({
  totalCalls: z.number().int().nonnegative(),
  /** Calls answered (the provider reported the call completed). */
  answeredCalls: z.number().int().nonnegative(),
  successfulCalls: z.number().int().nonnegative(),
  /**
   * Calls whose outcome was reported with them, and those of them answered: the rates are over these. A
   * call known only as placed (a contact attempt) has no outcome yet: it is not counted as a "no".
   */
  callsWithOutcome: z.number().int().nonnegative(),
  answeredWithOutcome: z.number().int().nonnegative(),
  /** Percent of calls with a reported outcome that ended with a commitment (the Analytics tab's success rate). */
  successRate: z.number(),
  /** Percent of answered calls with a reported outcome that ended with a commitment. */
  commitmentRate: z.number(),
  disputeRate: z.number(),
  callbackRequests: z.number().int().nonnegative(),
  /** Seconds, over answered calls whose length the provider reported; null when none did. */
  averageCallDuration: z.number().nullable(),
  /** Calls placed without a stored script (the reminder call's own text). */
  unscriptedCalls: z.number().int().nonnegative(),
  bestPerformingScript: z.string().nullable(),
  scripts: z.array(ZScriptFigures),
});
export type TCallStatistics = z.infer<typeof ZCallStatistics>;
