import { useState } from 'react';
import { Col, Flex, Row } from 'antd';
import { SMS_MAX_LENGTH } from '@duesflow/shared-contracts/campaigns';
import { MessageTemplates } from './MessageTemplates';
import { NewCampaignCard, type TBulkDraft } from './NewCampaignCard';
import { RecentCampaigns } from './RecentCampaigns';

/** Bulk messaging (spec part 1): New Campaign, Recent Campaigns and Message Templates. */
export function BulkMessaging() {
  const [draft, setDraft] = useState<TBulkDraft>({ channel: 'sms', recipients: '', message: '' });
  return (
    <Flex vertical gap="middle">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <NewCampaignCard draft={draft} onChange={setDraft} />
        </Col>
        <Col xs={24} lg={12}>
          <RecentCampaigns />
        </Col>
      </Row>
      <MessageTemplates onUse={(content) => setDraft({ ...draft, message: content.slice(0, SMS_MAX_LENGTH) })} />
    </Flex>
  );
}
