import { z } from 'zod';
import { ZDate, ZId, ZRequiredText, ZText } from './common';

export const SCRIPT_LANGUAGES = ['hi', 'en', 'mr'] as const;
export const SCRIPT_TYPES = ['initial', 'followup', 'final'] as const;
export const VOICE_TONES = ['professional', 'friendly', 'assertive'] as const;

export const ZCallScriptContent = z.object({
  greeting: ZText(2000),
  introduction: ZText(2000),
  paymentRequest: ZText(2000),
  objectionHandling: z.array(ZText(2000)).max(50),
  commitment: ZText(2000),
  closing: ZText(2000),
});

export const ZVoiceSettings = z.object({
  speed: z.number().min(0.5).max(2),
  tone: z.enum(VOICE_TONES),
  pitch: z.number().min(0.7).max(1.3),
});

export const ZCallScript = z.object({
  id: ZId,
  name: ZRequiredText(200),
  language: z.enum(SCRIPT_LANGUAGES),
  type: z.enum(SCRIPT_TYPES),
  content: ZCallScriptContent,
  voiceSettings: ZVoiceSettings,
  successRate: z.number(),
  totalCalls: z.number().int(),
  createdAt: ZDate,
  lastModified: ZDate,
});
export type TCallScript = z.infer<typeof ZCallScript>;

export const ZCallStatistics = z.object({
  totalCalls: z.number().int(),
  successfulCalls: z.number().int(),
  commitmentRate: z.number(),
  disputeRate: z.number(),
  callbackRequests: z.number().int(),
  averageCallDuration: z.number(),
  bestPerformingScript: z.string().nullable(),
});
export type TCallStatistics = z.infer<typeof ZCallStatistics>;
