import { asc } from 'drizzle-orm';
import {
  DLT_VARIABLE_MAX,
  fillTemplate,
  placeholdersOf,
  type TMessageTemplate,
  type TTemplatePlaceholder,
} from '@duesflow/shared-contracts/message-templates';
import { smsSegments } from '@duesflow/shared-contracts/sms-segments';
import { formatSmsRupees } from '@duesflow/shared-contracts/format';
import type { Queryable } from '../../core/db/database';
import type { TContactChannel } from '../../core/db/schema/contact-attempts';
import { linkValues, type LinkFill } from './page-links';
import { messageTemplates } from '../../core/db/schema/communications';

export type TemplateRow = typeof messageTemplates.$inferSelect;

/** The header (sender id) registered on DLT, with the 2025 "-S" suffix of service messages. */
export const DLT_HEADER = 'DUESFL-S';

type Seed = Omit<TemplateRow, 'createdAt' | 'dltHeader' | 'dltCategory'>;

const dlt = (n: number) => `11071700000000${String(n).padStart(5, '0')}`;

/**
 * The templates duesflow ships (docs/communications.md). Amounts are written "Rs. 1,23,456.00", not with
 * the rupee sign: "₹" is outside GSM-7 and would make every message UCS-2, doubling its parts.
 */
export const DEFAULT_TEMPLATES: Seed[] = [
  {
    id: 'bulk-payment-reminder',
    name: 'Payment Reminder',
    use: 'bulk',
    type: 'gentle',
    language: 'en',
    position: 1,
    dltTemplateId: dlt(1),
    whatsappTemplate: 'payment_reminder',
    content: 'Dear customer, your payment of {amount} is due on {date}. Pay securely here: {link} - DuesFlow',
  },
  {
    id: 'bulk-overdue-notice',
    name: 'Overdue Notice',
    use: 'bulk',
    type: 'firm',
    language: 'en',
    position: 2,
    dltTemplateId: dlt(2),
    whatsappTemplate: 'overdue_notice',
    content: 'Your payment of {amount} was due on {date} and is now overdue. Please pay today: {link} - DuesFlow',
  },
  {
    id: 'bulk-final-notice',
    name: 'Final Notice',
    use: 'bulk',
    type: 'final',
    language: 'en',
    position: 3,
    dltTemplateId: dlt(3),
    whatsappTemplate: 'final_notice',
    content: 'Final notice: {amount} overdue since {date}. Pay within 3 business days to avoid further action: {link} - DuesFlow',
  },
  {
    id: 'bulk-payment-link',
    name: 'Payment Link',
    use: 'bulk',
    type: 'gentle',
    language: 'en',
    position: 4,
    dltTemplateId: dlt(4),
    whatsappTemplate: 'payment_link',
    content: 'Pay your outstanding {amount} in one tap: {link} Thank you - DuesFlow',
  },
  {
    id: 'bulk-due-soon',
    name: 'Due Soon',
    use: 'bulk',
    type: 'gentle',
    language: 'en',
    position: 5,
    dltTemplateId: dlt(5),
    whatsappTemplate: 'due_soon',
    content: 'Friendly reminder: {amount} falls due on {date}. Pay before the due date here: {link} - DuesFlow',
  },
  {
    id: 'bulk-reminder-hindi',
    name: 'Payment Reminder (Hindi)',
    use: 'bulk',
    type: 'gentle',
    language: 'hi',
    position: 6,
    dltTemplateId: dlt(6),
    whatsappTemplate: 'payment_reminder_hi',
    content: 'प्रिय ग्राहक, {amount} का भुगतान {date} को देय है। यहाँ भुगतान करें: {link} - DuesFlow',
  },
  {
    id: 'campaign-gentle-en',
    name: 'Gentle Reminder',
    use: 'campaign',
    type: 'gentle',
    language: 'en',
    position: 11,
    dltTemplateId: dlt(11),
    whatsappTemplate: 'dues_gentle',
    content:
      'Hi {customerName}, a friendly reminder that invoice {invoiceNumber} for {amount} is {daysOverdue} days overdue. Please pay at your earliest convenience. - DuesFlow',
  },
  {
    id: 'campaign-firm-en',
    name: 'Firm Reminder',
    use: 'campaign',
    type: 'firm',
    language: 'en',
    position: 12,
    dltTemplateId: dlt(12),
    whatsappTemplate: 'dues_firm',
    content:
      'Dear {customerName}, invoice {invoiceNumber} for {amount} is now {daysOverdue} days overdue. Please pay immediately. - DuesFlow',
  },
  {
    id: 'campaign-final-en',
    name: 'Final Notice',
    use: 'campaign',
    type: 'final',
    language: 'en',
    position: 13,
    dltTemplateId: dlt(13),
    whatsappTemplate: 'dues_final',
    content:
      'FINAL NOTICE: {customerName}, invoice {invoiceNumber} ({amount}) is {daysOverdue} days overdue. Pay within 3 business days. - DuesFlow',
  },
  {
    id: 'campaign-gentle-es',
    name: 'Recordatorio amable',
    use: 'campaign',
    type: 'gentle',
    language: 'es',
    position: 14,
    dltTemplateId: dlt(14),
    whatsappTemplate: 'dues_gentle_es',
    content:
      'Hola {customerName}, la factura {invoiceNumber} por {amount} tiene {daysOverdue} dias de atraso. Por favor pague pronto. - DuesFlow',
  },
  {
    id: 'campaign-gentle-hi',
    name: 'विनम्र अनुस्मारक',
    use: 'campaign',
    type: 'gentle',
    language: 'hi',
    position: 15,
    dltTemplateId: dlt(15),
    whatsappTemplate: 'dues_gentle_hi',
    content: 'नमस्ते {customerName}, बिल {invoiceNumber} के {amount} {daysOverdue} दिन से बकाया हैं। कृपया जल्द भुगतान करें। - DuesFlow',
  },
  {
    id: 'campaign-gentle-mr',
    name: 'सौम्य स्मरणपत्र',
    use: 'campaign',
    type: 'gentle',
    language: 'mr',
    position: 16,
    dltTemplateId: dlt(16),
    whatsappTemplate: 'dues_gentle_mr',
    content: 'नमस्कार {customerName}, बिल {invoiceNumber} चे {amount} {daysOverdue} दिवसांपासून थकीत आहेत. कृपया लवकर भरणा करा. - DuesFlow',
  },
];

/** What a customer did on their page that is confirmed back to them (docs/customer-page.md, "Confirmed back to the customer"). */
export const CONFIRMATION_KINDS = ['promise', 'dispute_invoice', 'dispute', 'paid_claim', 'opt_out'] as const;
export type ConfirmationKind = (typeof CONFIRMATION_KINDS)[number];
export const CONFIRMATION_LANGUAGES = ['en', 'hi', 'mr'] as const;
export type ConfirmationLanguage = (typeof CONFIRMATION_LANGUAGES)[number];

/**
 * The confirmations' texts, service-implicit like the reminders (they confirm what the customer asked for,
 * and offer nothing). `{businessName}` is BUSINESS_NAME, a value like any other (at most 30 characters on
 * DLT); the registered brand stays in the fixed text.
 */
const CONFIRMATIONS: Record<ConfirmationKind, { name: string; whatsapp: string; content: Record<ConfirmationLanguage, string> }> = {
  promise: {
    name: 'Promise confirmed',
    whatsapp: 'page_promise_confirmed',
    content: {
      en: '{businessName}: we have your promise to pay {amount} by {date}. Reminders pause until then. Thank you - DuesFlow',
      hi: '{businessName}: {date} तक {amount} के भुगतान का आपका वादा हमें मिल गया है। तब तक अनुस्मारक रुके रहेंगे। धन्यवाद - DuesFlow',
      mr: '{businessName}: {date} पर्यंत {amount} भरण्याचे तुमचे वचन आम्हाला मिळाले आहे. तोपर्यंत स्मरणपत्रे थांबतील. धन्यवाद - DuesFlow',
    },
  },
  dispute_invoice: {
    name: 'Invoice dispute confirmed',
    whatsapp: 'page_invoice_dispute_confirmed',
    content: {
      en: '{businessName}: we have your dispute of invoice {invoiceNumber}. Reminders leave it out until it is resolved. - DuesFlow',
      hi: '{businessName}: बिल {invoiceNumber} पर आपकी आपत्ति हमें मिल गई है। इसके सुलझने तक अनुस्मारकों में यह बिल नहीं होगा। - DuesFlow',
      mr: '{businessName}: बिल {invoiceNumber} वरील तुमची तक्रार आम्हाला मिळाली आहे. ती सुटेपर्यंत स्मरणपत्रांमध्ये हे बिल नसेल. - DuesFlow',
    },
  },
  dispute: {
    name: 'Dispute confirmed',
    whatsapp: 'page_dispute_confirmed',
    content: {
      en: '{businessName}: we have your dispute of your statement. Reminders stop until it is resolved. - DuesFlow',
      hi: '{businessName}: आपके खाते के विवरण पर आपकी आपत्ति हमें मिल गई है। इसके सुलझने तक अनुस्मारक रुके रहेंगे। - DuesFlow',
      mr: '{businessName}: तुमच्या खाते उताऱ्यावरील तुमची तक्रार आम्हाला मिळाली आहे. ती सुटेपर्यंत स्मरणपत्रे थांबतील. - DuesFlow',
    },
  },
  paid_claim: {
    name: 'Payment report confirmed',
    whatsapp: 'page_paid_claim_confirmed',
    content: {
      en: '{businessName}: thank you for telling us you have paid. Reminders wait while we check your payment. - DuesFlow',
      hi: '{businessName}: भुगतान की जानकारी देने के लिए धन्यवाद। हम आपका भुगतान जाँच रहे हैं, तब तक अनुस्मारक रुके रहेंगे। - DuesFlow',
      mr: '{businessName}: भरणा केल्याचे कळवल्याबद्दल धन्यवाद. आम्ही तुमचा भरणा तपासत आहोत, तोपर्यंत स्मरणपत्रे थांबतील. - DuesFlow',
    },
  },
  opt_out: {
    name: 'Opt-out confirmed',
    whatsapp: 'page_opt_out_confirmed',
    content: {
      en: '{businessName}: as you asked, you will get no more reminders by {channels}. - DuesFlow',
      hi: '{businessName}: आपके कहे अनुसार अब आपको {channels} से हमारे अनुस्मारक नहीं मिलेंगे। - DuesFlow',
      mr: '{businessName}: तुमच्या सांगण्याप्रमाणे आता तुम्हाला {channels} द्वारे आमची स्मरणपत्रे येणार नाहीत. - DuesFlow',
    },
  },
};

const LANGUAGE_NAMES: Record<ConfirmationLanguage, string> = { en: '', hi: ' (Hindi)', mr: ' (Marathi)' };

/** The id of the template confirming `kind` in `language`, e.g. `confirm-promise-hi`. */
export const confirmationTemplateId = (kind: ConfirmationKind, language: ConfirmationLanguage) =>
  `confirm-${kind.replace('_', '-')}-${language}`;

/** Fifteen templates: each kind of action in English, Hindi and Marathi, each with its DLT id and WhatsApp template. */
export const CONFIRMATION_TEMPLATES: Seed[] = CONFIRMATION_KINDS.flatMap((kind, kindIndex) =>
  CONFIRMATION_LANGUAGES.map((language, languageIndex) => {
    const n = 21 + kindIndex * CONFIRMATION_LANGUAGES.length + languageIndex;
    const { name, whatsapp, content } = CONFIRMATIONS[kind];
    return {
      id: confirmationTemplateId(kind, language),
      name: `${name}${LANGUAGE_NAMES[language]}`,
      use: 'confirmation' as const,
      type: 'gentle' as const,
      language,
      position: n,
      dltTemplateId: dlt(n),
      whatsappTemplate: language === 'en' ? whatsapp : `${whatsapp}_${language}`,
      content: content[language],
    };
  }),
);

/** Adds the shipped templates that are missing (kept as they are once stored: DLT ids may be edited). */
export async function seedMessageTemplates(db: Queryable): Promise<void> {
  await db
    .insert(messageTemplates)
    .values(
      [...DEFAULT_TEMPLATES, ...CONFIRMATION_TEMPLATES].map((row) => ({
        ...row,
        dltHeader: DLT_HEADER,
        dltCategory: 'service-implicit' as const,
      })),
    )
    .onConflictDoNothing();
}

export async function templateRows(db: Queryable): Promise<TemplateRow[]> {
  return db.select().from(messageTemplates).orderBy(asc(messageTemplates.position), asc(messageTemplates.id));
}

/**
 * The text as registered on DLT: each placeholder becomes {#var#}, and `{link}` the page link's fixed
 * start (`https://portal.example.in/p?`, whitelisted) followed by {#var#}, the token (docs/communications.md).
 */
export const dltContent = (content: string, linkPrefix: string) =>
  content.replace(/\{(\w+)\}/g, (_whole, name: string) => (name === 'link' ? `${linkPrefix}{#var#}` : '{#var#}'));

/** A template as the templates screen shows it; `linkPrefix` is where reminder links start (PUBLIC_URL's `/p?`). */
export function templateView(row: TemplateRow, linkPrefix: string): TMessageTemplate {
  const counted = smsSegments(row.content);
  return {
    id: row.id,
    name: row.name,
    use: row.use,
    type: row.type,
    language: row.language,
    content: row.content,
    placeholders: placeholdersOf(row.content),
    dltContent: dltContent(row.content, linkPrefix),
    dlt: { templateId: row.dltTemplateId, header: row.dltHeader, category: row.dltCategory },
    whatsappTemplate: row.whatsappTemplate,
    encoding: counted.encoding,
    segments: counted.segments,
  };
}

/** An amount as an SMS writes it: "Rs. 1,23,456.00" (GSM-7, Indian grouping). */
export const smsAmount = formatSmsRupees;

/** A DLT variable holds at most 30 characters: longer values (a long name) are cut to fit. */
export const dltValue = (value: string) => (value.length > DLT_VARIABLE_MAX ? value.slice(0, DLT_VARIABLE_MAX).trimEnd() : value);

/**
 * Fills a template for one recipient, every value within the DLT variable limit; answers the text and its
 * values in order. `{link}` is the whole link in the text and, as a value, the token alone on SMS (page-links.ts).
 */
export function fillForRecipient(
  content: string,
  values: Partial<Record<Exclude<TTemplatePlaceholder, 'link'>, string>>,
  link?: LinkFill,
): { body: string; params: string[] } {
  const bounded = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, dltValue(value ?? '')])) as Partial<
    Record<TTemplatePlaceholder, string>
  >;
  const filledLink = link ? linkValues(link.prefix, link.token, link.channel) : undefined;
  const params = [...content.matchAll(/\{(\w+)\}/g)].map((match) =>
    match[1] === 'link' && filledLink ? filledLink.variable : (bounded[match[1] as TTemplatePlaceholder] ?? ''),
  );
  return { body: fillTemplate(content, filledLink ? { ...bounded, link: filledLink.text } : bounded), params };
}

/**
 * The template a typed text was made from: the text with its placeholders as wildcards (each at most 30
 * characters; `{link}` as the page link's start and a token), or the template's own text unfilled.
 * Answers the template and the values in order (a link's as `fillForRecipient` gives it).
 */
export function matchTemplate(
  rows: TemplateRow[],
  text: string,
  link?: { prefix: string; channel: TContactChannel },
): { row: TemplateRow; params: string[] } | undefined {
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const row of rows) {
    if (row.content === text) return { row, params: [] };
    const names = [...row.content.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    const parts = row.content.split(/\{\w+\}/).map(escape);
    const pattern = parts
      .map((part, index) => {
        if (index === parts.length - 1) return part;
        const wildcard =
          names[index] === 'link' && link ? `${escape(link.prefix)}([A-Za-z0-9_-]{1,${DLT_VARIABLE_MAX}})` : `(.{1,${DLT_VARIABLE_MAX}}?)`;
        return part + wildcard;
      })
      .join('');
    const match = new RegExp(`^${pattern}$`, 's').exec(text);
    if (match)
      return {
        row,
        params: match
          .slice(1)
          .map((value, index) => (names[index] === 'link' && link ? linkValues(link.prefix, value, link.channel).variable : value)),
      };
  }
  return undefined;
}
