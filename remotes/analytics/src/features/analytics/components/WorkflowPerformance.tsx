import { Badge, Card, Empty, Flex, Typography } from 'antd';
import type { TAnalyticsSummary } from '@duesflow/shared-contracts/analytics';
import { formatCount } from '@duesflow/shared-contracts/format';
import { formatPercent } from '../../../components/figures';

type TWorkflow = TAnalyticsSummary['workflows'][number];

const BADGE_STATUS = { active: 'success', warning: 'warning', error: 'error' } as const;

/** Each workflow's runs in the range, its success rate and its health (docs/analytics.md: below 90 % warning, below 50 % error). */
export function WorkflowPerformance({ workflows, loading }: { workflows: TWorkflow[] | undefined; loading: boolean }) {
  const rows = workflows ?? [];
  return (
    <Card title="Workflow Performance" loading={loading}>
      {rows.length === 0 ? (
        <Empty description="No workflow runs in this range" />
      ) : (
        <Flex vertical gap={12} role="list" style={{ margin: 0, padding: 0 }}>
          {rows.map((workflow) => (
            <Flex
              key={workflow.workflowType}
              role="listitem"
              aria-label={workflow.workflowName}
              justify="space-between"
              align="center"
              gap={8}
            >
              <Flex vertical>
                <Typography.Text strong>{workflow.workflowName}</Typography.Text>
                <Typography.Text type="secondary">
                  {formatCount(workflow.runs, 'run')} · {formatPercent(workflow.successRate)} success
                </Typography.Text>
              </Flex>
              <Badge status={BADGE_STATUS[workflow.status]} text={workflow.status} />
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}
