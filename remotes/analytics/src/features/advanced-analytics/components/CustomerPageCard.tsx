import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { TCustomerPageUse } from '@duesflow/shared-contracts/analytics';
import { formatIndianNumber } from '@duesflow/shared-contracts/format';

/**
 * The customer's own page over the period, beside the promise-kept rate (docs/analytics.md, "The
 * customer's page"): who opened it, how often, and what customers did there.
 */
export function CustomerPageCard({ use }: { use: TCustomerPageUse }) {
  const figures: [string, number][] = [
    ['Customers who opened it', use.customersOpened],
    ['Visits', use.visits],
    ['Promises made', use.promises],
    ['Disputes raised', use.disputes],
    ['Payments claimed', use.paidClaims],
    ['Opt-outs', use.optOuts],
  ];
  return (
    <Card title="Customer's Page" aria-label="Customer's Page">
      <Row gutter={[16, 16]}>
        {figures.map(([title, value]) => (
          <Col key={title} xs={12} md={8} xl={4}>
            <Statistic title={title} value={formatIndianNumber(value)} />
          </Col>
        ))}
      </Row>
      <Typography.Text type="secondary">
        Opened from a reminder's or staff's link in the period; visits count every open of those links.
      </Typography.Text>
    </Card>
  );
}
