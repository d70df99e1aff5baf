import { useCallback, useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Button, Col, Flex, Row, Tabs } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import type { TCampaignDetail } from '@duesflow/shared-contracts/campaigns';
import { useToast } from '@duesflow/remote-kit/toast';
import { failureText, useConfirmedSend } from '@duesflow/remote-kit/sendGate';
import { useGetMessageTemplatesQuery } from '../../../campaigns/api';
import { campaignCostText, campaignOutcome, notSentText } from '../../../campaigns/progress';
import { useCreateCampaignMutation, useGetCampaignCandidatesQuery, useLazyPreviewCampaignQuery, usePreviewCampaignQuery } from '../api';
import { useDebouncedValue } from '../useDebouncedValue';
import { INITIAL_FILTERS, campaignCost, type TFilters } from '../campaignDraft';
import { CampaignDetailsCard } from './CampaignDetailsCard';
import { CampaignHistory } from './CampaignHistory';
import { CampaignPreview } from './CampaignPreview';
import { CostCalculator } from './CostCalculator';
import { CustomerFilters } from './CustomerFilters';
import { CustomerSelection } from './CustomerSelection';
import { ScreenHeader } from '../../../components/ScreenHeader';

type TTab = 'create' | 'preview' | 'history';

/** How long the selection must rest before the dry run is asked again. */
const PREVIEW_DEBOUNCE_MS = 400;

/** SMS Campaign Manager (spec part 2): build a campaign from overdue customers, preview it, send it, see its history. */
export function SmsCampaigns() {
  const [tab, setTab] = useState<TTab>('create');
  const [name, setName] = useState('');
  const [templateId, setTemplateId] = useState<string | undefined>();
  const [filters, setFilters] = useState<TFilters>(INITIAL_FILTERS);
  const [selected, setSelected] = useState<string[]>([]);
  const [sendingId, setSendingId] = useState<string | undefined>();
  /** The campaign just sent: its bar stays at 100 % until the next one starts. */
  const [finishedId, setFinishedId] = useState<string | undefined>();
  const toast = useToast();

  const { data: allTemplates = [], isLoading: templatesLoading } = useGetMessageTemplatesQuery();
  const templates = useMemo(() => allTemplates.filter((template) => template.use === 'campaign'), [allTemplates]);
  const template = templates.find((candidate) => candidate.id === templateId);
  const candidates = useGetCampaignCandidatesQuery(filters);
  const customers = useMemo(() => candidates.data?.customers ?? [], [candidates.data]);
  const chosen = useMemo(() => {
    const ids = new Set(selected);
    return customers.filter((customer) => ids.has(customer.id));
  }, [customers, selected]);
  const cost = useMemo(() => campaignCost(template?.content, chosen), [template, chosen]);
  const [create, { isLoading: starting }] = useCreateCampaignMutation();
  // The dry run of exactly what Send would post (the name only labels it), asked once the selection rests.
  const previewBody = useMemo(
    () =>
      template && chosen.length > 0
        ? { name: name.trim() || 'Unnamed Campaign', templateId: template.id, customerIds: chosen.map((customer) => customer.id) }
        : undefined,
    [name, template, chosen],
  );
  const settledBody = useDebouncedValue(previewBody, PREVIEW_DEBOUNCE_MS);
  const { data: lastPreview } = usePreviewCampaignQuery(settledBody ?? skipToken);
  const preview = previewBody ? lastPreview : undefined;
  const [loadPreview] = useLazyPreviewCampaignQuery();
  const { confirmSend, previewing, holder } = useConfirmedSend();

  const send = async () => {
    if (!name.trim() || !template || chosen.length === 0) {
      toast.error('Campaign incomplete', 'Please fill in all required fields and select customers.');
      return;
    }
    const body = { name: name.trim(), templateId: template.id, customerIds: chosen.map((customer) => customer.id) };
    await confirmSend({
      title: (dryRun) =>
        `Send “${body.name}” to ${dryRun?.total ?? chosen.length} customer${(dryRun?.total ?? chosen.length) === 1 ? '' : 's'}?`,
      what: `Each gets the “${template.name}” SMS filled with their name, invoice, amount and days overdue.`,
      units: 'SMS parts',
      okText: 'Send',
      loadPreview: () => loadPreview(body, true).unwrap(),
      send: async () => {
        try {
          const created = await create(body).unwrap();
          setFinishedId(undefined);
          setSendingId(created.campaignId);
        } catch (error) {
          toast.error('Send failed', failureText('The campaign was not sent.', error));
        }
      },
    });
  };

  const onFinished = useCallback(
    (campaign: TCampaignDetail, waiting: string) => {
      // Only a campaign that sent what it could is a success; the rest say what happened in their own words.
      const outcome = campaignOutcome(campaign);
      if (outcome === 'failed') {
        toast.error('Send failed', campaign.summary ?? `${campaign.failed} of ${campaign.recipientCount} messages failed.`);
      } else if (outcome === 'nothing_sent') {
        toast.warning('Nothing sent', `No messages were sent. ${notSentText(campaign.recipients) || campaign.summary || ''}`.trim());
      } else if (outcome === 'waiting') {
        toast.warning('Campaign waiting', `Sent ${campaign.sent} messages; ${waiting}. Estimated cost: ${campaignCostText(campaign)}`);
      } else if (outcome === 'unknown') {
        toast.warning(
          'Campaign needs checking',
          campaign.summary ?? 'Some messages may have reached the provider before a restart: check them in History.',
        );
      } else if (outcome === 'partial') {
        toast.warning(
          'Campaign partly sent',
          `Sent ${campaign.sent} messages; ${campaign.failed} failed. Estimated cost: ${campaignCostText(campaign)}`,
        );
      } else {
        toast.success('Campaign sent successfully!', `Sent ${campaign.sent} messages. Estimated cost: ${campaignCostText(campaign)}`);
      }
      // The form goes back to idle; the finished campaign's bar stays, and it is in History.
      setFinishedId(campaign.id);
      setSendingId(undefined);
      setName('');
      setTemplateId(undefined);
      setSelected([]);
    },
    [toast],
  );

  const createTab = (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Flex vertical gap="middle">
          <CampaignDetailsCard
            name={name}
            onNameChange={setName}
            templateId={templateId}
            onTemplateChange={setTemplateId}
            templates={templates}
            loading={templatesLoading}
          />
          <CustomerFilters fields={filters} onChange={setFilters} />
          <CustomerSelection
            customers={customers}
            matching={candidates.data?.matching}
            total={candidates.data?.total}
            loading={candidates.isFetching}
            error={candidates.error}
            selected={selected}
            onSelectedChange={setSelected}
          />
        </Flex>
      </Col>
      <Col xs={24} xl={8}>
        <CostCalculator
          recipients={chosen.length}
          segments={cost.segments}
          costUsd={cost.costUsd}
          preview={preview}
          canPreview={chosen.length > 0 && template !== undefined}
          onPreview={() => setTab('preview')}
        />
      </Col>
    </Row>
  );

  return (
    <Flex vertical gap="middle">
      <ScreenHeader title="SMS Campaign Manager">
        <Button icon={<HistoryOutlined aria-hidden />} onClick={() => setTab('history')}>
          View History
        </Button>
      </ScreenHeader>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TTab)}
        items={[
          { key: 'create', label: 'Create', children: createTab },
          {
            key: 'preview',
            label: 'Preview',
            children: (
              <CampaignPreview
                name={name}
                template={template}
                customers={chosen}
                costUsd={cost.costUsd}
                preview={preview}
                sendingId={sendingId}
                finishedId={finishedId}
                onViewHistory={() => setTab('history')}
                starting={starting || previewing}
                onBack={() => setTab('create')}
                onSend={send}
                onFinished={onFinished}
              />
            ),
          },
          { key: 'history', label: 'History', children: <CampaignHistory /> },
        ]}
      />
      {holder}
    </Flex>
  );
}
