import { Col, Flex, Row, Typography } from 'antd';
import { TestConnectionButton } from './TestConnectionButton';
import { ForceSyncButton } from './ForceSyncButton';
import { ConnectionStatusCard } from './ConnectionStatusCard';
import { AutomaticSyncCard } from './AutomaticSyncCard';
import { ImportTallyFileCard } from './ImportTallyFileCard';
import { SyncActivity } from './SyncActivity';

/** Tally ERP integration (spec part 1 §2 /tally). The shell's header carries the title. */
export function Tally() {
  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Text type="secondary">Customers, sales invoices and receipts from Tally ERP.</Typography.Text>
        <Flex gap="small" wrap>
          <TestConnectionButton />
          <ForceSyncButton />
        </Flex>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ConnectionStatusCard />
        </Col>
        <Col xs={24} lg={12}>
          <AutomaticSyncCard />
        </Col>
        <Col xs={24} lg={12}>
          <SyncActivity />
        </Col>
        <Col xs={24} lg={12}>
          <ImportTallyFileCard />
        </Col>
      </Row>
    </Flex>
  );
}
