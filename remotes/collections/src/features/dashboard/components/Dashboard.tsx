import { Col, Flex, Row } from 'antd';
import { CollectedTrend } from './CollectedTrend';
import { MetricCards } from './MetricCards';
import { QuickActions } from './QuickActions';
import { RecentExecutions } from './RecentExecutions';
import { RefreshDashboardButton } from './RefreshDashboardButton';

/** The collection dashboard (spec part 1 §2 Dashboard). The shell's header carries its title. */
export function Dashboard() {
  return (
    <Flex vertical gap="middle">
      <Flex justify="flex-end">
        <RefreshDashboardButton />
      </Flex>
      <MetricCards />
      <CollectedTrend />
      {/* Side by side from 1200 px; below that Quick Actions takes the whole width, so its buttons' words fit. */}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <RecentExecutions />
        </Col>
        <Col xs={24} xl={8}>
          <QuickActions />
        </Col>
      </Row>
    </Flex>
  );
}
