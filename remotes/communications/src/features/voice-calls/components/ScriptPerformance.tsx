import { Col, Row, Statistic } from 'antd';
import type { TCallScript } from '@duesflow/shared-contracts/call-scripts';
import { formatBusinessDay, formatIndianNumber, formatShare } from '@duesflow/shared-contracts/format';

/** Shown only once the script has calls (spec part 2): success rate, total calls, created, last modified. */
export function ScriptPerformance({ script }: { script: TCallScript }) {
  if (script.totalCalls === 0) return null;
  const figures = [
    { title: 'Success Rate', value: formatShare(script.successfulCalls, script.totalCalls) },
    { title: 'Total Calls', value: formatIndianNumber(script.totalCalls) },
    { title: 'Created', value: formatBusinessDay(script.createdAt) },
    { title: 'Last Modified', value: formatBusinessDay(script.lastModified) },
  ];
  return (
    <Row gutter={[16, 16]} aria-label="Performance">
      {figures.map(({ title, value }) => (
        <Col key={title} xs={12} sm={6}>
          <Statistic title={title} value={value} />
        </Col>
      ))}
    </Row>
  );
}
