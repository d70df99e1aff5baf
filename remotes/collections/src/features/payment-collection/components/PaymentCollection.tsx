import { Flex, Typography } from 'antd';
import { ExecuteAllButton } from './ExecuteAllButton';
import { FollowUpRulesButton } from './FollowUpRulesButton';
import { TrackingTiles } from './TrackingTiles';
import { FollowUpTabs } from './FollowUpTabs';

/** Payment collection dashboard (spec part 2 §2): who owes what and who to follow up, kept live by polling. */
export function PaymentCollection() {
  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" wrap gap="small">
        {/* Under the header's <h1>: the next level, at the size it had. */}
        <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
          Payment Collection
        </Typography.Title>
        <Flex gap="small" wrap>
          <FollowUpRulesButton />
          <ExecuteAllButton />
        </Flex>
      </Flex>
      <TrackingTiles />
      <FollowUpTabs />
    </Flex>
  );
}
