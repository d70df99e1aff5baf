export { createBulkSends } from './bulk-send';
export type { BulkSendOptions, SendJob } from './bulk-send';
export { smsReminder, voiceScript, whatsappPaymentReminder } from './reminder-texts';
export { seedCommunications } from './seed';
export { reminderSequenceSend, setUpSequenceSchedule } from './sequences';
export { bulkSms } from './workflows/bulk-sms';
export { campaignSend } from './workflows/campaign-send';
export { singleSender } from './workflows/single-send';
export { runWhatsappReminder, whatsappBulk } from './workflows/whatsapp';
