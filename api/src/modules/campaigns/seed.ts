import { DEFAULT_SEQUENCE } from '@duesflow/shared-contracts/reminder-sequences';
import type { TCallScriptInput } from '@duesflow/shared-contracts/call-scripts';
import type { Queryable } from '../../core/db/database';
import { callScripts, reminderSequences } from '../../core/db/schema/communications';
import { seedMessageTemplates } from '../messaging';

/** The three sample scripts of the spec: an initial request in Hindi, English and Marathi. */
export const SAMPLE_SCRIPTS: (TCallScriptInput & { seedKey: string })[] = [
  {
    seedKey: 'initial-hi',
    name: 'प्रारंभिक भुगतान अनुरोध',
    language: 'hi',
    type: 'initial',
    content: {
      greeting: 'नमस्ते {customerName} जी, मैं {companyName} की ओर से बात कर रहा हूँ।',
      introduction: 'यह कॉल आपके बिल {invoiceNumber} के बारे में है।',
      paymentRequest: 'आपके खाते में {amount} रुपये बकाया हैं। क्या आप {date} तक भुगतान कर सकते हैं?',
      objectionHandling: ['मैं समझता हूँ। क्या हम आंशिक भुगतान की योजना बना सकते हैं?', 'कोई बात नहीं, आप किस तारीख तक भुगतान कर पाएँगे?'],
      commitment: 'क्या आप पुष्टि करते हैं कि आप {date} तक {amount} रुपये का भुगतान करेंगे?',
      closing: 'आपके समय के लिए धन्यवाद। आपका दिन शुभ हो।',
    },
    voiceSettings: { speed: 1, tone: 'friendly', pitch: 1 },
  },
  {
    seedKey: 'initial-en',
    name: 'Initial Payment Request',
    language: 'en',
    type: 'initial',
    content: {
      greeting: 'Hello {customerName}, this is {companyName} calling.',
      introduction: 'I am calling about invoice {invoiceNumber}.',
      paymentRequest: 'Our records show {amount} is outstanding. Could you pay it by {date}?',
      objectionHandling: ['I understand. Would a part payment now help?', 'No problem. By which date can you make the payment?'],
      commitment: 'Can you confirm you will pay {amount} by {date}?',
      closing: 'Thank you for your time. Have a good day.',
    },
    voiceSettings: { speed: 1, tone: 'professional', pitch: 1 },
  },
  {
    seedKey: 'initial-mr',
    name: 'प्रारंभिक देयक विनंती',
    language: 'mr',
    type: 'initial',
    content: {
      greeting: 'नमस्कार {customerName}, मी {companyName} कडून बोलत आहे.',
      introduction: 'हा कॉल तुमच्या बिल {invoiceNumber} संदर्भात आहे.',
      paymentRequest: 'तुमच्या खात्यावर {amount} रुपये थकीत आहेत. तुम्ही {date} पर्यंत भरणा करू शकाल का?',
      objectionHandling: ['मी समजू शकतो. आपण हप्त्यांमध्ये भरणा करू शकतो का?', 'हरकत नाही, तुम्ही कोणत्या तारखेपर्यंत भरणा कराल?'],
      commitment: 'तुम्ही {date} पर्यंत {amount} रुपये भराल याची खात्री करता का?',
      closing: 'तुमच्या वेळेबद्दल धन्यवाद. तुमचा दिवस चांगला जावो.',
    },
    voiceSettings: { speed: 1, tone: 'friendly', pitch: 1 },
  },
];

/**
 * Reference data of communications (idempotent, every start): the message templates missing by id; the
 * three sample call scripts and the default gentle → firm → final sequence into an empty table only, so
 * what staff delete stays deleted (and two processes starting together insert them once: seed keys).
 */
export async function seedCommunications(db: Queryable): Promise<void> {
  await seedMessageTemplates(db);
  const [script] = await db.select({ id: callScripts.id }).from(callScripts).limit(1);
  if (!script) await db.insert(callScripts).values(SAMPLE_SCRIPTS).onConflictDoNothing();
  const [sequence] = await db.select({ id: reminderSequences.id }).from(reminderSequences).limit(1);
  if (!sequence)
    await db
      .insert(reminderSequences)
      .values({ ...DEFAULT_SEQUENCE, seedKey: 'default' })
      .onConflictDoNothing();
}
