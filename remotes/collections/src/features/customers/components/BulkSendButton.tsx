import { useState } from 'react';
import { Button, Select } from 'antd';
import type { TBulkSelection } from '@duesflow/shared-contracts/customer-table';
import { formatCount, formatIndianNumber } from '@duesflow/shared-contracts/format';
import { failureText, useConfirmedSend } from '@duesflow/remote-kit/sendGate';
import { DeniedControl, useCan } from '@duesflow/remote-kit/session';
import { useToast } from '@duesflow/remote-kit/toast';
import { useBulkCustomerActionMutation, useGetCampaignTemplatesQuery } from '../api';

/**
 * A campaign template by SMS to the selection: the send gate's dry run first (who gets it, who is skipped and
 * why, the cost), in a confirmation with the count; sent only on OK, through the same gate.
 */
export function BulkSendButton({ selection, count, onSent }: { selection: () => TBulkSelection; count: number; onSent: () => void }) {
  const { data: templates = [] } = useGetCampaignTemplatesQuery();
  const [templateId, setTemplateId] = useState<string | undefined>();
  const [bulk] = useBulkCustomerActionMutation();
  const { confirmSend, previewing, holder } = useConfirmedSend();
  const { allowed, reason } = useCan('collect');
  const toast = useToast();
  const template = templates.find((candidate) => candidate.id === templateId);

  const send = async () => {
    if (!template) return;
    const body = { selection: selection(), action: 'send' as const, channel: 'sms' as const, templateId: template.id };
    await confirmSend({
      title: (preview) => `Send “${template.name}” to ${formatCount(preview?.total ?? count, 'customer')}?`,
      what: `Each gets the “${template.name}” SMS filled with their name, invoice, amount and days overdue.`,
      units: 'SMS parts',
      okText: 'Send',
      loadPreview: async () => (await bulk({ ...body, dryRun: true }).unwrap()).preview!,
      onPreviewError: (error) => {
        toast.error('Send failed', failureText('Nothing was sent.', error));
        return true;
      },
      send: async () => {
        try {
          const result = await bulk(body).unwrap();
          toast.success(
            'Sending started',
            `${formatIndianNumber(result.changed)} of ${formatCount(result.selected, 'customer')} get “${template.name}”`,
          );
          onSent();
        } catch (error) {
          toast.error('Send failed', failureText('Nothing was sent.', error));
        }
      },
    });
  };

  return (
    <>
      <Select
        size="small"
        id="customer-bulk-template"
        aria-label="SMS template"
        placeholder="SMS template…"
        style={{ minWidth: 180 }}
        value={templateId}
        onChange={setTemplateId}
        options={templates.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
      />
      <DeniedControl reason={reason}>
        <Button size="small" disabled={!allowed || !template} loading={previewing} onClick={() => void send()}>
          Send SMS
        </Button>
      </DeniedControl>
      {holder}
    </>
  );
}
