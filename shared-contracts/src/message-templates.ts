import { z } from 'zod';

/**
 * Message templates (docs/communications.md). `bulk` templates are the six of the bulk messaging screen
 * (spec part 1; placeholders {amount}, {link}, {date}); `campaign` templates are the SMS campaign
 * manager's (spec part 2; placeholders {customerName}, {invoiceNumber}, {amount}, {daysOverdue});
 * `confirmation` templates confirm a customer's own action on their page (a promise, a dispute, "already
 * paid", an opt-out) back on the channel their link came through (docs/customer-page.md), never reminders.
 * Every SMS template carries its DLT registration (TRAI): content template id, header (sender id) and
 * category; dues reminders are service-implicit. A WhatsApp-capable template names its approved
 * WhatsApp template, the only form a message may take outside the 24-hour conversation window.
 */
export const TEMPLATE_USES = ['bulk', 'campaign', 'confirmation'] as const;
export type TTemplateUse = (typeof TEMPLATE_USES)[number];
/** The badge on the campaign manager's dropdown: gentle, firm, otherwise urgent-styled. */
export const TEMPLATE_TYPES = ['gentle', 'firm', 'final', 'urgent'] as const;
export const DLT_CATEGORIES = ['transactional', 'service-implicit', 'service-explicit', 'promotional'] as const;
export type TDltCategory = (typeof DLT_CATEGORIES)[number];

/**
 * Placeholders a template may use, filled per recipient from their dues; confirmations also name the
 * business (BUSINESS_NAME) and the channels a customer opted out of.
 */
export const TEMPLATE_PLACEHOLDERS = [
  'customerName',
  'invoiceNumber',
  'amount',
  'daysOverdue',
  'link',
  'date',
  'businessName',
  'channels',
] as const;
export type TTemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

/** What a typed bulk message may carry, filled for each recipient who is a known customer (the bulk screen says so). */
export const TYPED_MESSAGE_PLACEHOLDERS = ['amount', 'link', 'date'] as const satisfies readonly TTemplatePlaceholder[];

/** A DLT variable ({#var#}) holds at most this many characters (the conservative provider rule). */
export const DLT_VARIABLE_MAX = 30;

export const ZDltRegistration = z.object({
  /** The content template id registered on DLT (19 digits). */
  templateId: z.string(),
  /** The registered header (sender id), with its 2025 suffix: -S for service. */
  header: z.string(),
  category: z.enum(DLT_CATEGORIES),
});
export type TDltRegistration = z.infer<typeof ZDltRegistration>;

export const ZMessageTemplate = z.object({
  id: z.string(),
  name: z.string(),
  use: z.enum(TEMPLATE_USES),
  type: z.enum(TEMPLATE_TYPES),
  /** en, hi, mr, es, fr. */
  language: z.string(),
  /** The text with {placeholders}, as staff see and edit it. */
  content: z.string(),
  placeholders: z.array(z.enum(TEMPLATE_PLACEHOLDERS)),
  /** The same text as registered on DLT, each placeholder written {#var#}. */
  dltContent: z.string(),
  dlt: ZDltRegistration,
  /** The approved WhatsApp template this text is sent as outside the 24-hour window (null: SMS only). */
  whatsappTemplate: z.string().nullable(),
  /** GSM-7 or UCS-2, and the parts one message takes with the placeholders as written. */
  encoding: z.enum(['GSM-7', 'UCS-2']),
  segments: z.number().int().nonnegative(),
});
export type TMessageTemplate = z.infer<typeof ZMessageTemplate>;

/** GET /api/message-templates: bulk templates first (in the spec's order), then campaign templates. */
export const ZMessageTemplateList = z.array(ZMessageTemplate);

/** Fills `{placeholder}`s from `values`; a placeholder without a value is left as written. */
export function fillTemplate(content: string, values: Partial<Record<TTemplatePlaceholder, string>>): string {
  return content.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name as TTemplatePlaceholder];
    return value === undefined ? whole : value;
  });
}

/** The placeholders a text uses, in order of first use. */
export function placeholdersOf(content: string): TTemplatePlaceholder[] {
  const found = new Set<TTemplatePlaceholder>();
  for (const match of content.matchAll(/\{(\w+)\}/g)) {
    if ((TEMPLATE_PLACEHOLDERS as readonly string[]).includes(match[1]!)) found.add(match[1] as TTemplatePlaceholder);
  }
  return [...found];
}
