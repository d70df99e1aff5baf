import { useCallback, useMemo, useState } from 'react';
import { Button, Col, Flex, Row, Tabs, Typography } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import type { TCampaignDetail } from '@duesflow/shared-contracts/campaigns';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { useToast } from '@duesflow/remote-kit/toast';
import { useGetMessageTemplatesQuery } from '../../../campaigns/api';
import { useCreateCampaignMutation, useGetCampaignCandidatesQuery } from '../api';
import { INITIAL_FILTER_FIELDS, campaignCost, effectiveFilters, type TFilterFields } from '../campaignDraft';
import { CampaignDetailsCard } from './CampaignDetailsCard';
import { CampaignHistory } from './CampaignHistory';
import { CampaignPreview } from './CampaignPreview';
import { CostCalculator } from './CostCalculator';
import { CustomerFilters } from './CustomerFilters';
import { CustomerSelection } from './CustomerSelection';

type TTab = 'create' | 'preview' | 'history';

/** SMS Campaign Manager (spec part 2): build a campaign from overdue customers, preview it, send it, see its history. */
export function SmsCampaigns() {
  const [tab, setTab] = useState<TTab>('create');
  const [name, setName] = useState('');
  const [templateId, setTemplateId] = useState<string | undefined>();
  const [fields, setFields] = useState<TFilterFields>(INITIAL_FILTER_FIELDS);
  const [selected, setSelected] = useState<string[]>([]);
  const [sendingId, setSendingId] = useState<string | undefined>();
  /** The campaign just sent: its bar stays at 100 % until the next one starts. */
  const [finishedId, setFinishedId] = useState<string | undefined>();
  const toast = useToast();

  const { data: allTemplates = [], isLoading: templatesLoading } = useGetMessageTemplatesQuery();
  const templates = useMemo(() => allTemplates.filter((template) => template.use === 'campaign'), [allTemplates]);
  const template = templates.find((candidate) => candidate.id === templateId);
  const candidates = useGetCampaignCandidatesQuery(effectiveFilters(fields));
  const customers = useMemo(() => candidates.data ?? [], [candidates.data]);
  const chosen = useMemo(() => {
    const ids = new Set(selected);
    return customers.filter((customer) => ids.has(customer.id));
  }, [customers, selected]);
  const cost = useMemo(() => campaignCost(template?.content, chosen), [template, chosen]);
  const [create, { isLoading: starting }] = useCreateCampaignMutation();

  const send = async () => {
    if (!name.trim() || !template || chosen.length === 0) {
      toast.error('Campaign incomplete', 'Please fill in all required fields and select customers.');
      return;
    }
    try {
      const created = await create({ name: name.trim(), templateId: template.id, customerIds: chosen.map((customer) => customer.id) }).unwrap();
      setFinishedId(undefined);
      setSendingId(created.campaignId);
    } catch (error) {
      toast.error('Send failed', errorMessage(error));
    }
  };

  const onFinished = useCallback(
    (campaign: TCampaignDetail) => {
      if (campaign.status === 'failed') {
        toast.error('Send failed', campaign.summary ?? `${campaign.failed} of ${campaign.recipientCount} messages failed.`);
      } else {
        toast.success('Campaign sent successfully!', `Sent ${campaign.sent} messages. Estimated cost: $${campaign.estimatedCostUsd.toFixed(4)}`);
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
          <CampaignDetailsCard name={name} onNameChange={setName} templateId={templateId} onTemplateChange={setTemplateId} templates={templates} loading={templatesLoading} />
          <CustomerFilters fields={fields} onChange={setFields} />
          <CustomerSelection customers={customers} loading={candidates.isFetching} error={candidates.error} selected={selected} onSelectedChange={setSelected} />
        </Flex>
      </Col>
      <Col xs={24} xl={8}>
        <CostCalculator recipients={chosen.length} segments={cost.segments} costUsd={cost.costUsd} canPreview={chosen.length > 0 && template !== undefined} onPreview={() => setTab('preview')} />
      </Col>
    </Row>
  );

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center">
        <Typography.Title level={4} style={{ margin: 0 }}>
          SMS Campaign Manager
        </Typography.Title>
        <Button icon={<HistoryOutlined aria-hidden />} onClick={() => setTab('history')}>
          View History
        </Button>
      </Flex>
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
                sendingId={sendingId}
                finishedId={finishedId}
                onViewHistory={() => setTab('history')}
                starting={starting}
                onBack={() => setTab('create')}
                onSend={send}
                onFinished={onFinished}
              />
            ),
          },
          { key: 'history', label: 'History', children: <CampaignHistory /> },
        ]}
      />
    </Flex>
  );
}
