import { Col, Row, Statistic } from 'antd';
import type { TCallScript } from '@duesflow/shared-contracts/call-scripts';
import { formatDate } from '@duesflow/shared-contracts/format';
import { formatPercent } from '../scriptText';

/** Shown only once the script has calls (spec part 2): success rate, total calls, created, last modified. */
export function ScriptPerformance({ script }: { script: TCallScript }) {
  if (script.totalCalls === 0) return null;
  return (
    <Row gutter={16} aria-label="Performance">
      <Col span={6}>
        <Statistic title="Success Rate" value={formatPercent(script.successRate)} />
      </Col>
      <Col span={6}>
        <Statistic title="Total Calls" value={script.totalCalls} />
      </Col>
      <Col span={6}>
        <Statistic title="Created" value={formatDate(script.createdAt)} />
      </Col>
      <Col span={6}>
        <Statistic title="Last Modified" value={formatDate(script.lastModified)} />
      </Col>
    </Row>
  );
}
