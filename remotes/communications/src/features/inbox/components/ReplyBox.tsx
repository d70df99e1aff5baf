import { useState } from 'react';
import { Alert, Button, Input, Segmented, Select, Space } from 'antd';
import { formatIstMoment } from '@duesflow/shared-contracts/format';
import {
  INBOX_TEXTS,
  REPLY_TEXT_MAX,
  WHATSAPP_WINDOW_CLOSED,
  type TConversation,
  type TReplyChannel,
  type TReplyRequest,
} from '@duesflow/shared-contracts/inbox';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { Guarded } from '@duesflow/remote-kit/session';
import { useToast } from '@duesflow/remote-kit/toast';
import { useGetMessageTemplatesQuery } from '../../../campaigns/api';
import { useReplyToCustomerMutation } from '../api';

const CHANNEL_WORDS: Record<TReplyChannel, string> = { whatsapp: 'WhatsApp', sms: 'SMS' };

/** Whether WhatsApp takes free text now: within 24 hours of the customer's last WhatsApp message. */
const whatsappWindowOpen = (conversation: TConversation) =>
  conversation.whatsappWindowClosesAt !== null && Date.parse(conversation.whatsappWindowClosesAt) > Date.now();

/**
 * The reply box: WhatsApp or SMS; free text, except on WhatsApp outside its 24-hour window, where the text
 * is disabled with the reason and an approved template is offered instead. The API decides again.
 */
export function ReplyBox({ conversation }: { conversation: TConversation }) {
  const optedOut = (channel: TReplyChannel) => conversation.optedOutChannels.includes(channel);
  const [channel, setChannel] = useState<TReplyChannel>(optedOut('whatsapp') ? 'sms' : 'whatsapp');
  const [text, setText] = useState('');
  const [templateId, setTemplateId] = useState<string | undefined>();
  const [reply, { isLoading }] = useReplyToCustomerMutation();
  const toast = useToast();
  const needsTemplate = channel === 'whatsapp' && !whatsappWindowOpen(conversation);
  const refused = optedOut(channel)
    ? INBOX_TEXTS.optedOut(CHANNEL_WORDS[channel])
    : !conversation.customer.phone
      ? INBOX_TEXTS.noPhone
      : null;
  const request: TReplyRequest | null = needsTemplate
    ? templateId
      ? { channel, templateId }
      : null
    : text.trim()
      ? { channel, text: text.trim() }
      : null;

  const send = async () => {
    if (!request) return;
    try {
      const started = await reply({ customerId: conversation.customer.id, reply: request }).unwrap();
      toast.success(
        INBOX_TEXTS.replySent,
        started.waitingUntil ? `${started.message} (${formatIstMoment(started.waitingUntil)})` : started.message,
      );
      setText('');
      setTemplateId(undefined);
    } catch (error) {
      toast.error(INBOX_TEXTS.replyFailed, errorMessage(error));
    }
  };

  return (
    <section aria-label="Reply" style={{ marginTop: 16 }}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Segmented<TReplyChannel>
          aria-label="Reply by"
          value={channel}
          onChange={setChannel}
          options={(['whatsapp', 'sms'] as const).map((value) => ({ value, label: CHANNEL_WORDS[value] }))}
        />
        {refused ? <Alert type="warning" showIcon title={refused} /> : null}
        {needsTemplate && !refused ? (
          <>
            <Alert type="info" showIcon title={WHATSAPP_WINDOW_CLOSED} />
            <TemplatePicker value={templateId} onChange={setTemplateId} />
          </>
        ) : null}
        <Input.TextArea
          aria-label="Reply text"
          placeholder={needsTemplate ? 'Free text is closed on WhatsApp: choose a template' : `Write a reply by ${CHANNEL_WORDS[channel]}`}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={REPLY_TEXT_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          disabled={needsTemplate || Boolean(refused)}
        />
        <Guarded capability="collect">
          <Button type="primary" loading={isLoading} disabled={!request || Boolean(refused)} onClick={() => void send()}>
            {needsTemplate ? 'Send template' : 'Send reply'}
          </Button>
        </Guarded>
      </Space>
    </section>
  );
}

/**
 * The approved WhatsApp templates, filled for the customer by the API when sent; not the confirmations of a
 * customer's own actions on their page, which only the API sends.
 */
function TemplatePicker({ value, onChange }: { value?: string; onChange: (templateId: string) => void }) {
  const { data: templates = [], isLoading } = useGetMessageTemplatesQuery();
  return (
    <Select<string>
      aria-label="Template"
      placeholder="Choose an approved template"
      loading={isLoading}
      value={value}
      onChange={onChange}
      style={{ width: '100%' }}
      options={templates
        .filter((template) => template.whatsappTemplate && template.use !== 'confirmation')
        .map((template) => ({ value: template.id, label: `${template.name} — ${template.content}` }))}
    />
  );
}
