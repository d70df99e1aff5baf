import type { TCustomerPageLanguage } from '@duesflow/shared-contracts/customer-page';

/**
 * Every word of the customer's page in English, Hindi and Marathi. `{name}`-style slots are filled by
 * `fill`; amounts (₹12,34,567.00) and dates (15 Dec 2026) are formatted the same in every language.
 */
export interface PageTexts {
  title: string;
  greeting: string;
  asOf: string;
  balance: string;
  overdue: string;
  nothingDue: string;
  openInvoices: string;
  invoice: string;
  dueDate: string;
  daysOverdue: string;
  unpaid: string;
  amount: string;
  payAll: string;
  paySelected: string;
  payPart: string;
  amountLabel: string;
  payments: string;
  date: string;
  reference: string;
  noPayments: string;
  contact: string;
  validUntil: string;
  expired: string;
  expiredHelp: string;
  revoked: string;
  invalid: string;
  invalidHelp: string;
  throttled: string;
  throttledHelp: string;
  language: string;
  paying: string;
  payFailed: string;
  upiPay: string;
  upiQr: string;
  upiScan: string;
  upiSandbox: string;
  upiPayee: string;
  upiGatewayPage: string;
  upiReceived: string;
  cantPay: string;
  promiseDate: string;
  promiseAmount: string;
  promise: string;
  promised: string;
  promiseBroken: string;
  instalments: string;
  instalmentsHelp: string;
  instalmentDate: string;
  instalmentAmount: string;
  disputeTitle: string;
  disputeWhich: string;
  wholeStatement: string;
  disputeReason: string;
  dispute: string;
  disputed: string;
  inDispute: string;
  invoiceDisputed: string;
  payAllLeavesOut: string;
  saving: string;
  actionFailed: string;
  alreadyPaid: string;
  paidReference: string;
  paidAmount: string;
  reportPaid: string;
  paidClaimed: string;
  optOutTitle: string;
  optOut: string;
  optedOut: string;
  channels: Record<'sms' | 'whatsapp' | 'voice' | 'email', string>;
  /** After an action whose confirmation was queued on the channel the link came through (confirmation.ts). */
  confirmationSent: Record<'sms' | 'whatsapp', string>;
  /** The same, held until the channel's sending hours open. */
  confirmationWaiting: Record<'sms' | 'whatsapp', string>;
}

export const PAGE_TEXTS: Record<TCustomerPageLanguage, PageTexts> = {
  en: {
    title: 'Statement of account',
    greeting: 'Statement for {name}',
    asOf: 'As of {date}',
    balance: 'Balance due',
    overdue: 'Overdue',
    nothingDue: 'Nothing is due. Thank you!',
    openInvoices: 'Open invoices',
    invoice: 'Invoice',
    dueDate: 'Due date',
    daysOverdue: 'Days overdue',
    unpaid: 'Unpaid',
    amount: 'Amount',
    payAll: 'Pay all {amount}',
    paySelected: 'Pay selected invoices',
    payPart: 'Pay part',
    amountLabel: 'Amount (₹)',
    payments: 'Payments received',
    date: 'Date',
    reference: 'Reference',
    noPayments: 'No payments yet',
    contact: 'Questions about this statement? Contact {business}',
    validUntil: 'This link is for {name} only and works until {date}.',
    expired: 'This link has expired',
    expiredHelp: 'Ask {business} for a new link.',
    revoked: 'This link no longer works',
    invalid: 'This link is not valid',
    invalidHelp: 'Check that the whole link was opened, or ask {business} for a new one.',
    throttled: 'Too many attempts',
    throttledHelp: 'Try again in {minutes} min.',
    language: 'Language',
    paying: 'Opening the payment page…',
    payFailed: 'The payment could not be started',
    upiPay: 'Pay with a UPI app',
    upiQr: 'QR code to pay with a UPI app',
    upiScan:
      'Scan this code with any UPI app (Google Pay, PhonePe, Paytm, BHIM…), or tap "Pay with a UPI app" on this phone. This page updates once the payment arrives.',
    upiSandbox: 'Sandbox: this code shows what a UPI payment looks like, but no UPI app can pay it. Pay on the payment page below.',
    upiPayee: 'Paid to',
    upiGatewayPage: 'Pay on the payment page instead',
    upiReceived: 'Payment received: {amount}. Reference: {reference}.',
    cantPay: "Can't pay it all now?",
    promiseDate: 'I will pay by',
    promiseAmount: 'Amount (₹, optional)',
    promise: 'Promise to pay',
    promised: 'You promised to pay by {date}. Reminders pause until then.',
    promiseBroken: 'Your promise to pay by {date} was not kept. Reminders have resumed.',
    instalments: 'Pay in up to 3 instalments',
    instalmentsHelp: 'The first instalment is the date and amount above; give an amount for each.',
    instalmentDate: 'Instalment {n}: date',
    instalmentAmount: 'Instalment {n}: amount (₹)',
    disputeTitle: 'Something wrong?',
    disputeWhich: 'Which invoice',
    wholeStatement: 'The whole statement',
    disputeReason: 'What is wrong?',
    dispute: 'Report a problem',
    disputed: 'Your dispute has reached {business}. Reminders stop until it is resolved.',
    inDispute: 'In dispute',
    invoiceDisputed: 'Invoice {number} is in dispute: reminders leave it out until {business} resolves it.',
    payAllLeavesOut:
      '{amount} in dispute is left out of Pay all. To pay a disputed invoice anyway, choose it and press "Pay selected invoices".',
    saving: 'Sending…',
    actionFailed: 'This could not be saved',
    alreadyPaid: 'Already paid?',
    paidReference: 'UTR or reference',
    paidAmount: 'Amount paid (₹, optional)',
    reportPaid: 'Tell us you paid',
    paidClaimed: 'You told us you paid (reference {reference}). Reminders wait while {business} checks it.',
    optOutTitle: 'Reminders you do not want',
    optOut: 'Stop these reminders',
    optedOut: 'No reminders by {channels}.',
    channels: { sms: 'SMS', whatsapp: 'WhatsApp', voice: 'Calls', email: 'Email' },
    confirmationSent: { sms: 'We are sending you a confirmation by SMS.', whatsapp: 'We are sending you a confirmation on WhatsApp.' },
    confirmationWaiting: {
      sms: 'We will send you a confirmation by SMS when our sending hours begin.',
      whatsapp: 'We will send you a confirmation on WhatsApp when our sending hours begin.',
    },
  },
  hi: {
    title: 'खाते का विवरण',
    greeting: '{name} के लिए विवरण',
    asOf: '{date} तक',
    balance: 'बकाया राशि',
    overdue: 'अतिदेय',
    nothingDue: 'कुछ भी बकाया नहीं है। धन्यवाद!',
    openInvoices: 'बकाया बिल',
    invoice: 'बिल',
    dueDate: 'देय तिथि',
    daysOverdue: 'दिन देरी',
    unpaid: 'बकाया',
    amount: 'राशि',
    payAll: 'पूरा भुगतान करें {amount}',
    paySelected: 'चुने हुए बिलों का भुगतान करें',
    payPart: 'आंशिक भुगतान करें',
    amountLabel: 'राशि (₹)',
    payments: 'प्राप्त भुगतान',
    date: 'तारीख',
    reference: 'संदर्भ संख्या',
    noPayments: 'अभी तक कोई भुगतान नहीं',
    contact: 'इस विवरण के बारे में प्रश्न? {business} से संपर्क करें',
    validUntil: 'यह लिंक केवल {name} के लिए है और {date} तक मान्य है।',
    expired: 'इस लिंक की अवधि समाप्त हो गई है',
    expiredHelp: 'नए लिंक के लिए {business} से संपर्क करें।',
    revoked: 'यह लिंक अब मान्य नहीं है',
    invalid: 'यह लिंक मान्य नहीं है',
    invalidHelp: 'पूरा लिंक खोलें, या {business} से नया लिंक माँगें।',
    throttled: 'बहुत अधिक प्रयास',
    throttledHelp: '{minutes} मिनट बाद फिर से प्रयास करें।',
    language: 'भाषा',
    paying: 'भुगतान पृष्ठ खुल रहा है…',
    payFailed: 'भुगतान शुरू नहीं हो सका',
    upiPay: 'UPI ऐप से भुगतान करें',
    upiQr: 'UPI ऐप से भुगतान के लिए QR कोड',
    upiScan:
      'इस कोड को किसी भी UPI ऐप (Google Pay, PhonePe, Paytm, BHIM…) से स्कैन करें, या इसी फ़ोन पर "UPI ऐप से भुगतान करें" दबाएँ। भुगतान मिलते ही यह पृष्ठ अपडेट हो जाएगा।',
    upiSandbox: 'सैंडबॉक्स: यह कोड केवल दिखाता है कि UPI भुगतान कैसा दिखता है, कोई UPI ऐप इससे भुगतान नहीं कर सकता। नीचे भुगतान पृष्ठ पर भुगतान करें।',
    upiPayee: 'भुगतान पाने वाला',
    upiGatewayPage: 'इसके बजाय भुगतान पृष्ठ पर भुगतान करें',
    upiReceived: 'भुगतान मिल गया: {amount}। संदर्भ संख्या: {reference}।',
    cantPay: 'अभी पूरा भुगतान नहीं कर सकते?',
    promiseDate: 'भुगतान की तारीख',
    promiseAmount: 'राशि (₹, वैकल्पिक)',
    promise: 'भुगतान का वादा करें',
    promised: 'आपने {date} तक भुगतान का वादा किया है। तब तक अनुस्मारक रुके रहेंगे।',
    promiseBroken: '{date} तक भुगतान का आपका वादा पूरा नहीं हुआ। अनुस्मारक फिर से शुरू हो गए हैं।',
    instalments: 'अधिकतम 3 किस्तों में भुगतान करें',
    instalmentsHelp: 'पहली किस्त ऊपर की तारीख और राशि है; हर किस्त की राशि दें।',
    instalmentDate: 'किस्त {n}: तारीख',
    instalmentAmount: 'किस्त {n}: राशि (₹)',
    disputeTitle: 'कुछ गलत है?',
    disputeWhich: 'कौन सा बिल',
    wholeStatement: 'पूरा विवरण',
    disputeReason: 'क्या गलत है?',
    dispute: 'समस्या बताएँ',
    disputed: 'आपकी आपत्ति {business} तक पहुँच गई है। इसके सुलझने तक अनुस्मारक रुके रहेंगे।',
    inDispute: 'विवाद में',
    invoiceDisputed: 'बिल {number} विवाद में है: {business} के सुलझाने तक अनुस्मारकों में यह शामिल नहीं होगा।',
    payAllLeavesOut:
      'विवाद वाली राशि {amount} पूरे भुगतान में शामिल नहीं है। विवाद वाले बिल का भुगतान फिर भी करना हो तो उसे चुनकर "चुने हुए बिलों का भुगतान करें" दबाएँ।',
    saving: 'भेजा जा रहा है…',
    actionFailed: 'यह सहेजा नहीं जा सका',
    alreadyPaid: 'पहले ही भुगतान कर दिया?',
    paidReference: 'UTR या संदर्भ संख्या',
    paidAmount: 'भुगतान की गई राशि (₹, वैकल्पिक)',
    reportPaid: 'भुगतान की जानकारी दें',
    paidClaimed: 'आपने बताया कि आपने भुगतान कर दिया है (संदर्भ {reference})। {business} के जाँचने तक अनुस्मारक रुके रहेंगे।',
    optOutTitle: 'जो अनुस्मारक आप नहीं चाहते',
    optOut: 'ये अनुस्मारक बंद करें',
    optedOut: '{channels} से कोई अनुस्मारक नहीं।',
    channels: { sms: 'SMS', whatsapp: 'WhatsApp', voice: 'कॉल', email: 'ईमेल' },
    confirmationSent: { sms: 'हम आपको SMS से पुष्टि भेज रहे हैं।', whatsapp: 'हम आपको WhatsApp पर पुष्टि भेज रहे हैं।' },
    confirmationWaiting: {
      sms: 'संदेश भेजने का समय शुरू होते ही हम आपको SMS से पुष्टि भेजेंगे।',
      whatsapp: 'संदेश भेजने का समय शुरू होते ही हम आपको WhatsApp पर पुष्टि भेजेंगे।',
    },
  },
  mr: {
    title: 'खाते उतारा',
    greeting: '{name} यांच्यासाठी खाते उतारा',
    asOf: '{date} पर्यंत',
    balance: 'थकबाकी रक्कम',
    overdue: 'मुदत उलटलेली',
    nothingDue: 'काहीही थकबाकी नाही. धन्यवाद!',
    openInvoices: 'न भरलेली बिले',
    invoice: 'बिल',
    dueDate: 'देय तारीख',
    daysOverdue: 'उशिराचे दिवस',
    unpaid: 'बाकी',
    amount: 'रक्कम',
    payAll: 'संपूर्ण रक्कम भरा {amount}',
    paySelected: 'निवडलेली बिले भरा',
    payPart: 'काही रक्कम भरा',
    amountLabel: 'रक्कम (₹)',
    payments: 'जमा झालेली रक्कम',
    date: 'तारीख',
    reference: 'संदर्भ क्रमांक',
    noPayments: 'अद्याप काहीही जमा नाही',
    contact: 'या उताऱ्याबद्दल प्रश्न? {business} यांच्याशी संपर्क साधा',
    validUntil: 'ही लिंक फक्त {name} यांच्यासाठी आहे आणि {date} पर्यंत चालेल.',
    expired: 'या लिंकची मुदत संपली आहे',
    expiredHelp: 'नवीन लिंकसाठी {business} यांच्याशी संपर्क साधा.',
    revoked: 'ही लिंक आता चालत नाही',
    invalid: 'ही लिंक वैध नाही',
    invalidHelp: 'संपूर्ण लिंक उघडा, किंवा {business} यांच्याकडून नवीन लिंक मागा.',
    throttled: 'खूप जास्त प्रयत्न',
    throttledHelp: '{minutes} मिनिटांनी पुन्हा प्रयत्न करा.',
    language: 'भाषा',
    paying: 'भरणा पृष्ठ उघडत आहे…',
    payFailed: 'भरणा सुरू होऊ शकला नाही',
    upiPay: 'UPI ॲपने भरा',
    upiQr: 'UPI ॲपने भरण्यासाठी QR कोड',
    upiScan:
      'हा कोड कोणत्याही UPI ॲपने (Google Pay, PhonePe, Paytm, BHIM…) स्कॅन करा, किंवा याच फोनवर "UPI ॲपने भरा" दाबा. रक्कम जमा होताच हे पृष्ठ अद्ययावत होईल.',
    upiSandbox: 'सँडबॉक्स: हा कोड फक्त UPI भरणा कसा दिसतो ते दाखवतो, कोणतेही UPI ॲप याने भरू शकत नाही. खालील भरणा पृष्ठावर भरा.',
    upiPayee: 'रक्कम मिळणारे',
    upiGatewayPage: 'त्याऐवजी भरणा पृष्ठावर भरा',
    upiReceived: 'रक्कम जमा झाली: {amount}. संदर्भ क्रमांक: {reference}.',
    cantPay: 'आत्ता संपूर्ण रक्कम भरू शकत नाही?',
    promiseDate: 'भरण्याची तारीख',
    promiseAmount: 'रक्कम (₹, ऐच्छिक)',
    promise: 'भरण्याचे वचन द्या',
    promised: 'तुम्ही {date} पर्यंत भरण्याचे वचन दिले आहे. तोपर्यंत स्मरणपत्रे थांबतील.',
    promiseBroken: '{date} पर्यंत भरण्याचे तुमचे वचन पाळले गेले नाही. स्मरणपत्रे पुन्हा सुरू झाली आहेत.',
    instalments: 'जास्तीत जास्त 3 हप्त्यांमध्ये भरा',
    instalmentsHelp: 'पहिला हप्ता म्हणजे वरील तारीख आणि रक्कम; प्रत्येक हप्त्याची रक्कम द्या.',
    instalmentDate: 'हप्ता {n}: तारीख',
    instalmentAmount: 'हप्ता {n}: रक्कम (₹)',
    disputeTitle: 'काही चुकीचे आहे?',
    disputeWhich: 'कोणते बिल',
    wholeStatement: 'संपूर्ण उतारा',
    disputeReason: 'काय चुकीचे आहे?',
    dispute: 'समस्या कळवा',
    disputed: 'तुमची तक्रार {business} यांच्यापर्यंत पोहोचली आहे. ती सुटेपर्यंत स्मरणपत्रे थांबतील.',
    inDispute: 'वादात',
    invoiceDisputed: 'बिल {number} वादात आहे: {business} ते सोडवेपर्यंत स्मरणपत्रांमध्ये ते धरले जाणार नाही.',
    payAllLeavesOut: 'वादातील {amount} रक्कम संपूर्ण भरण्यात धरलेली नाही. वादातील बिल तरीही भरायचे असल्यास ते निवडून "निवडलेली बिले भरा" दाबा.',
    saving: 'पाठवत आहे…',
    actionFailed: 'हे जतन करता आले नाही',
    alreadyPaid: 'आधीच भरले आहे?',
    paidReference: 'UTR किंवा संदर्भ क्रमांक',
    paidAmount: 'भरलेली रक्कम (₹, ऐच्छिक)',
    reportPaid: 'भरल्याचे कळवा',
    paidClaimed: 'तुम्ही भरल्याचे कळवले आहे (संदर्भ {reference}). {business} तपासेपर्यंत स्मरणपत्रे थांबतील.',
    optOutTitle: 'नको असलेली स्मरणपत्रे',
    optOut: 'ही स्मरणपत्रे बंद करा',
    optedOut: '{channels} द्वारे स्मरणपत्रे नाहीत.',
    channels: { sms: 'SMS', whatsapp: 'WhatsApp', voice: 'कॉल', email: 'ईमेल' },
    confirmationSent: { sms: 'आम्ही तुम्हाला SMS ने पुष्टी पाठवत आहोत.', whatsapp: 'आम्ही तुम्हाला WhatsApp वर पुष्टी पाठवत आहोत.' },
    confirmationWaiting: {
      sms: 'संदेश पाठवण्याची वेळ सुरू होताच आम्ही तुम्हाला SMS ने पुष्टी पाठवू.',
      whatsapp: 'संदेश पाठवण्याची वेळ सुरू होताच आम्ही तुम्हाला WhatsApp वर पुष्टी पाठवू.',
    },
  },
};

/** `fill('Pay all {amount}', { amount: '₹1.00' })`; a slot without a value stays as written. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}
