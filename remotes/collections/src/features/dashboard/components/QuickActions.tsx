import { useNavigate } from '@duesflow/remote-kit/router';
import { Button, Card, Flex } from 'antd';
import { LinkOutlined, MessageOutlined, PhoneOutlined, SyncOutlined } from '@ant-design/icons';
import { QUICK_ACTION_PATHS, useGeneratePaymentLinksMutation, useStartBulkSmsMutation, useStartPaymentCallsMutation } from '../api';
import { WorkflowActionButton } from './WorkflowActionButton';

export function QuickActions() {
  const navigate = useNavigate();
  return (
    <Card title="Quick Actions">
      <Flex vertical gap="small">
        <WorkflowActionButton
          label="Start Payment Calls"
          icon={<PhoneOutlined aria-hidden />}
          path={QUICK_ACTION_PATHS.paymentCalls}
          useStartWorkflow={useStartPaymentCallsMutation}
          confirm={{
            title: (customers) => `Call ${customers}?`,
            what: 'Each gets an automated payment follow-up call about their overdue amount.',
            units: 'calls',
            okText: 'Start calls',
          }}
          started={{ title: 'Workflow started', text: 'Payment follow-up calls have been started.' }}
          failed={{ title: 'Workflow failed', text: 'Failed to start payment follow-up workflow.' }}
        />
        <WorkflowActionButton
          label="Send Bulk SMS"
          icon={<MessageOutlined aria-hidden />}
          path={QUICK_ACTION_PATHS.bulkSms}
          useStartWorkflow={useStartBulkSmsMutation}
          confirm={{
            title: (customers) => `Send an SMS reminder to ${customers}?`,
            what: 'Each gets an SMS payment reminder with their amount due.',
            units: 'SMS parts',
            okText: 'Send SMS',
          }}
          started={{ title: 'Campaign started', text: 'Bulk SMS campaign to overdue customers has been started.' }}
          failed={{ title: 'Campaign failed', text: 'Failed to start bulk SMS campaign.' }}
        />
        <WorkflowActionButton
          label="Generate Payment Links"
          icon={<LinkOutlined aria-hidden />}
          path={QUICK_ACTION_PATHS.paymentLinks}
          useStartWorkflow={useGeneratePaymentLinksMutation}
          confirm={{
            title: (customers) => `Generate payment links for ${customers}?`,
            what: 'Each gets a payment link for their amount due.',
            units: 'messages',
            okText: 'Generate links',
          }}
          started={{ title: 'Links generated', text: 'Payment links are being generated for overdue customers.' }}
          failed={{ title: 'Generation failed', text: 'Failed to generate payment links.' }}
        />
        <Button block icon={<SyncOutlined aria-hidden />} onClick={() => navigate('/tally')}>
          Sync with Tally
        </Button>
      </Flex>
    </Card>
  );
}
