/*
 * The words a reply is read by (docs/inbox.md, "What a reply means"), in English, Hindi (Devanagari and
 * Latin script) and Marathi. Each entry is a phrase; a space in it stands for any run of spaces, and a
 * phrase matches only as whole words. Add a phrase here and a line to read-intent.test.ts's table.
 */

/** "Stop sending me these": the channel the reply came by is opted out. */
export const OPT_OUT_PHRASES = [
  // English
  'stop',
  'unsubscribe',
  'opt out',
  'optout',
  'stop sending',
  'do not message',
  "don't message",
  // Hindi (Latin script)
  'band karo',
  'band kare',
  'band karein',
  'mat bhejo',
  'mat bhejiye',
  // Hindi
  'रोकें',
  'रोको',
  'रोक दो',
  'बंद करो',
  'बंद करें',
  'बंद कीजिए',
  'मत भेजो',
  'मत भेजें',
  // Marathi
  'बंद करा',
  'थांबवा',
  'पाठवू नका',
  'band kara',
  'thambva',
] as const;

/** "It is not paid" in so many words: keeps "not paid yet" from reading as a claimed payment. */
export const NOT_PAID_PHRASES = [
  'not paid',
  'not yet paid',
  "haven't paid",
  'have not paid',
  'nahi bhara',
  'nahi kiya',
  'nahi diya',
  'नहीं भरा',
  'नहीं किया',
  'नहीं दिया',
  'भरले नाही',
  'भरलेले नाही',
] as const;

/** "Already paid": reminders wait while staff check the payment. */
export const PAID_PHRASES = [
  // English
  'paid',
  'already paid',
  'payment done',
  'payment made',
  'payment completed',
  'have paid',
  'transferred',
  // Hindi (Latin script)
  'bhar diya',
  'bhar diye',
  'bhej diya',
  'bhej diye',
  'de diya',
  'de diye',
  'payment kar diya',
  'kar diya payment',
  // Hindi
  'भुगतान कर दिया',
  'भुगतान हो गया',
  'पेमेंट कर दिया',
  'पेमेंट हो गया',
  'भर दिया',
  'भेज दिया',
  'दे दिया',
  // Marathi
  'पैसे भरले',
  'भरले',
  'पेमेंट केले',
  'पैसे पाठवले',
  'पाठवले',
  'bharle',
  'paise bharle',
] as const;

/** "This bill is wrong": a dispute, customer-wide, the reply as its reason. */
export const DISPUTE_PHRASES = [
  // English
  'wrong amount',
  'wrong bill',
  'wrong invoice',
  'incorrect',
  'not mine',
  'not my bill',
  'not my invoice',
  'dispute',
  'never ordered',
  // Hindi (Latin script)
  'galat',
  'mera nahi',
  'mera nahin',
  // Hindi
  'गलत',
  'ग़लत',
  'मेरा नहीं',
  // Marathi
  'चुकीचे',
  'चुकीची',
  'चुकीचा',
  'माझे नाही',
  'chukiche',
] as const;

/** Days from the reply's date (IST), by the words for them. `kal`/`कल` is tomorrow in a promise. */
export const RELATIVE_DAYS: Readonly<Record<string, number>> = {
  today: 0,
  aaj: 0,
  आज: 0,
  tomorrow: 1,
  kal: 1,
  कल: 1,
  udya: 1,
  उद्या: 1,
  'day after tomorrow': 2,
  parso: 2,
  parson: 2,
  परसों: 2,
  parva: 2,
  परवा: 2,
};

/** Weekday names (0 = Sunday) in English, Hindi and Marathi, Latin and Devanagari. */
export const WEEKDAYS: Readonly<Record<string, number>> = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
  ravivar: 0,
  somvar: 1,
  mangalvar: 2,
  budhvar: 3,
  guruvar: 4,
  shukravar: 5,
  shanivar: 6,
  रविवार: 0,
  सोमवार: 1,
  मंगलवार: 2,
  बुधवार: 3,
  गुरुवार: 4,
  शुक्रवार: 5,
  शनिवार: 6,
  // Marathi spellings that differ, and the "on Monday" forms (सोमवारी).
  मंगळवार: 2,
  रविवारी: 0,
  सोमवारी: 1,
  मंगळवारी: 2,
  बुधवारी: 3,
  गुरुवारी: 4,
  शुक्रवारी: 5,
  शनिवारी: 6,
};

/** Words before a weekday that mean "the coming one" (they change nothing: the next such day is meant). */
export const NEXT_WORDS = ['next', 'coming', 'this', 'agle', 'agale', 'अगले', 'पुढच्या', 'पुढील', 'या'] as const;

/** Month names (1 = January): English in full and short, Hindi and Marathi in Devanagari. */
export const MONTHS: Readonly<Record<string, number>> = {
  january: 1,
  jan: 1,
  february: 2,
  feb: 2,
  march: 3,
  mar: 3,
  april: 4,
  apr: 4,
  may: 5,
  june: 6,
  jun: 6,
  july: 7,
  jul: 7,
  august: 8,
  aug: 8,
  september: 9,
  sep: 9,
  sept: 9,
  october: 10,
  oct: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
  जनवरी: 1,
  फरवरी: 2,
  मार्च: 3,
  अप्रैल: 4,
  मई: 5,
  जून: 6,
  जुलाई: 7,
  अगस्त: 8,
  सितंबर: 9,
  अक्टूबर: 10,
  नवंबर: 11,
  दिसंबर: 12,
  जानेवारी: 1,
  फेब्रुवारी: 2,
  एप्रिल: 4,
  मे: 5,
  जुलै: 7,
  ऑगस्ट: 8,
  सप्टेंबर: 9,
  ऑक्टोबर: 10,
  नोव्हेंबर: 11,
  डिसेंबर: 12,
};

/** Words after a day's number that make it a date of this month ("15 tarikh", "15 तारीख", "15 तारखेला", "15th"). */
export const DAY_OF_MONTH_WORDS = [
  'tarikh',
  'tareekh',
  'tarik',
  'तारीख',
  'तारिख',
  'तारखेला',
  'तारखेस',
  'तारीखला',
  'th',
  'st',
  'nd',
  'rd',
] as const;
