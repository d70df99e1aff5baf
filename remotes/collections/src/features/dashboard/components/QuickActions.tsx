import { useNavigate } from '@duesflow/remote-kit/router';
import { Button, Card, Flex } from 'antd';
import { LinkOutlined, MessageOutlined, PhoneOutlined, SyncOutlined } from '@ant-design/icons';
import { useGeneratePaymentLinksMutation, useStartBulkSmsMutation, useStartPaymentFollowUpMutation } from '../api';
import { WorkflowActionButton } from './WorkflowActionButton';

export function QuickActions() {
  const navigate = useNavigate();
  return (
    <Card title="Quick Actions">
      <Flex vertical gap="small">
        <WorkflowActionButton
          label="Start Payment Calls"
          icon={<PhoneOutlined aria-hidden />}
          useStartWorkflow={useStartPaymentFollowUpMutation}
          started={{ title: 'Workflow started', text: 'Payment follow-up calls have been started.' }}
          failed={{ title: 'Workflow failed', text: 'Failed to start payment follow-up workflow.' }}
        />
        <WorkflowActionButton
          label="Send Bulk SMS"
          icon={<MessageOutlined aria-hidden />}
          useStartWorkflow={useStartBulkSmsMutation}
          started={{ title: 'Campaign started', text: 'Bulk SMS campaign to overdue customers has been started.' }}
          failed={{ title: 'Campaign failed', text: 'Failed to start bulk SMS campaign.' }}
        />
        <WorkflowActionButton
          label="Generate Payment Links"
          icon={<LinkOutlined aria-hidden />}
          useStartWorkflow={useGeneratePaymentLinksMutation}
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
