import { Button, Card, Form, Input, Select, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { SMS_MAX_LENGTH } from '@duesflow/shared-contracts/campaigns';
import { formatCount } from '@duesflow/shared-contracts/format';
import { Guarded } from '@duesflow/remote-kit/session';
import { useToast } from '@duesflow/remote-kit/toast';
import { isApiCallError } from '@duesflow/remote-kit/httpBaseQuery';
import { failureText, useConfirmedSend } from '@duesflow/remote-kit/sendGate';
import { SmsCounter } from '../../../components/SmsCounter';
import { usePreviewBulkMessageMutation, useSendBulkMessageMutation, type TBulkChannel } from '../api';
import { CHANNEL_LABELS, COST_UNITS, parseRecipients, recipientNamer, sendFailedText } from '../bulkText';

export interface TBulkDraft {
  channel: TBulkChannel;
  recipients: string;
  message: string;
}

const recipientsText = (count: number) => formatCount(count, 'recipient');

/**
 * New Campaign: SMS or WhatsApp to typed-in numbers, a message of at most 160 characters (spec part 1).
 * Send asks first with the send gate's dry run (now, waiting, skipped and why, the cost); a refusal keeps
 * the API's reason, naming the recipient as typed.
 */
export function NewCampaignCard({ draft, onChange }: { draft: TBulkDraft; onChange: (draft: TBulkDraft) => void }) {
  const [send, { isLoading }] = useSendBulkMessageMutation();
  const [preview] = usePreviewBulkMessageMutation();
  const { confirmSend, previewing, holder } = useConfirmedSend();
  const toast = useToast();

  const onSend = async () => {
    const message = draft.message.trim();
    const recipients = parseRecipients(draft.recipients);
    if (!message || recipients.length === 0) {
      toast.error('Invalid input', 'Please provide both message and recipients.');
      return;
    }
    const { channel } = draft;
    const request = { channel, body: { message, recipients } };
    const refused = (error: unknown) => toast.error('Send failed', failureText(sendFailedText(channel), error, recipientNamer(recipients)));
    await confirmSend({
      title: (dryRun) => `Send this ${CHANNEL_LABELS[channel]} to ${recipientsText(dryRun?.total ?? recipients.length)}?`,
      what: <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>“{message}”</Typography.Paragraph>,
      units: COST_UNITS[channel],
      okText: 'Send',
      loadPreview: () => preview(request).unwrap(),
      // Bad input (a recipient that is no number, an unfilled placeholder) is said now, not asked about.
      onPreviewError: (error) => {
        if (!isApiCallError(error) || error.status !== 400) return false;
        refused(error);
        return true;
      },
      send: async () => {
        try {
          await send(request).unwrap();
          toast.success('Message sent', `${CHANNEL_LABELS[channel]} campaign to ${recipientsText(recipients.length)} started.`);
          onChange({ ...draft, recipients: '', message: '' });
        } catch (error) {
          refused(error);
        }
      },
    });
  };

  return (
    <Card title="New Campaign" size="small">
      <Form layout="vertical">
        <Form.Item label="Message Type" htmlFor="bulk-channel">
          <Select
            id="bulk-channel"
            value={draft.channel}
            onChange={(channel) => onChange({ ...draft, channel })}
            options={[
              { value: 'sms', label: 'SMS' },
              { value: 'whatsapp', label: 'WhatsApp' },
            ]}
          />
        </Form.Item>
        <Form.Item
          label="Recipients"
          htmlFor="bulk-recipients"
          extra="Enter phone numbers separated by commas (e.g. +91 98765 43210, +91 91234 56789)"
        >
          <Input.TextArea
            id="bulk-recipients"
            autoSize={{ minRows: 2 }}
            placeholder="+91 98765 43210, +91 91234 56789"
            value={draft.recipients}
            onChange={(event) => onChange({ ...draft, recipients: event.target.value })}
          />
        </Form.Item>
        <Form.Item label="Message" htmlFor="bulk-message" extra={<SmsCounter text={draft.message} max={SMS_MAX_LENGTH} />}>
          <Input.TextArea
            id="bulk-message"
            autoSize={{ minRows: 4 }}
            maxLength={SMS_MAX_LENGTH}
            placeholder="Type your message here..."
            value={draft.message}
            onChange={(event) => onChange({ ...draft, message: event.target.value })}
          />
        </Form.Item>
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          {'{amount}'}, {'{link}'} and {'{date}'} are filled in for each recipient who is a known customer.
        </Typography.Paragraph>
        <Guarded capability="collect" block>
          <Button
            type="primary"
            block
            icon={<SendOutlined aria-hidden />}
            loading={isLoading || previewing}
            disabled={isLoading || previewing}
            onClick={onSend}
          >
            Send Campaign
          </Button>
        </Guarded>
        {holder}
      </Form>
    </Card>
  );
}
