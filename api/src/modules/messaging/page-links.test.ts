import { DEFAULT_TEMPLATES, dltContent, fillForRecipient, matchTemplate, type TemplateRow } from './templates';
import { SAMPLE_PAGE_TOKEN, samplePageLink, withToken } from './page-links';

const PREFIX = 'https://portal.example.in/p?';
const TOKEN = 'AbCdEfGhIjKlMnOpQrSt_-';
const paymentLink = {
  ...DEFAULT_TEMPLATES.find((row) => row.id === 'bulk-payment-link')!,
  dltHeader: 'DUESFL-S',
  dltCategory: 'service-implicit',
} as TemplateRow;

describe('{link} in a template', () => {
  it('is registered on DLT as the fixed start of the link followed by the variable', () => {
    expect(dltContent('Pay {amount}: {link} - DuesFlow', PREFIX)).toBe(`Pay {#var#}: ${PREFIX}{#var#} - DuesFlow`);
  });

  it('fills the text with the whole link; the SMS variable is the token alone (≤ 30), WhatsApp and email get the whole link', () => {
    const sms = fillForRecipient('Pay {amount}: {link}', { amount: 'Rs. 4,500.00' }, { prefix: PREFIX, token: TOKEN, channel: 'sms' });
    expect(sms).toEqual({ body: `Pay Rs. 4,500.00: ${PREFIX}${TOKEN}`, params: ['Rs. 4,500.00', TOKEN] });
    expect(TOKEN.length).toBeLessThanOrEqual(30);
    const whatsapp = fillForRecipient(
      'Pay {amount}: {link}',
      { amount: 'Rs. 4,500.00' },
      { prefix: PREFIX, token: TOKEN, channel: 'whatsapp' },
    );
    expect(whatsapp.params).toEqual(['Rs. 4,500.00', `${PREFIX}${TOKEN}`]);
    // Without a link (a number that is no customer) {link} stays, and the gate refuses the text naming it.
    expect(fillForRecipient('Pay {amount}: {link}', { amount: 'Rs. 1.00' }).body).toBe('Pay Rs. 1.00: {link}');
  });

  it('lets a typed text made from a template be found under it, the token as its variable', () => {
    const text = `Pay your outstanding Rs. 4,500.00 in one tap: ${PREFIX}${TOKEN} Thank you - DuesFlow`;
    expect(matchTemplate([paymentLink], text, { prefix: PREFIX, channel: 'sms' })).toEqual({
      row: paymentLink,
      params: ['Rs. 4,500.00', TOKEN],
    });
    // A link elsewhere is not the registered one.
    expect(matchTemplate([paymentLink], text.replace(PREFIX, 'https://bit.ly/'), { prefix: PREFIX, channel: 'sms' })).toBeUndefined();
  });

  it('is filled with the sample only for a known customer and a text that has {link}', () => {
    const links = { prefix: PREFIX, issue: async () => [] };
    expect(samplePageLink(links, 'Pay {link}', 'c1', 'sms')).toEqual({
      link: { prefix: PREFIX, token: SAMPLE_PAGE_TOKEN, channel: 'sms' },
      pageLink: { customerId: 'c1' },
    });
    expect(samplePageLink(links, 'Pay {link}', null, 'sms')).toEqual({});
    expect(samplePageLink(links, 'Pay {amount}', 'c1', 'sms')).toEqual({});
    expect(samplePageLink(undefined, 'Pay {link}', 'c1', 'sms')).toEqual({});
  });

  it('has the sample swapped for the message’s own token in its text and its WhatsApp values, the length unchanged', () => {
    expect(SAMPLE_PAGE_TOKEN).toHaveLength(TOKEN.length);
    const delivery = { channel: 'whatsapp' as const, to: '+91 90000 00001', body: `Pay: ${PREFIX}${SAMPLE_PAGE_TOKEN}`, customerId: 'c1' };
    const options = {
      dlt: null,
      segments: 1,
      whatsappTemplate: { name: 'payment_link', language: 'en', params: ['Rs. 1.00', `${PREFIX}${SAMPLE_PAGE_TOKEN}`] },
    };
    const swapped = withToken(delivery, options, TOKEN);
    expect(swapped.delivery.body).toBe(`Pay: ${PREFIX}${TOKEN}`);
    expect(swapped.options?.whatsappTemplate?.params).toEqual(['Rs. 1.00', `${PREFIX}${TOKEN}`]);
  });
});
