import { Col, Flex, Row } from 'antd';
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
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <RecentExecutions />
        </Col>
        <Col xs={24} lg={8}>
          <QuickActions />
        </Col>
      </Row>
    </Flex>
  );
}
