import { Card, Col, Row, Statistic, Table, Tag, Typography } from 'antd';
import { ROI_MINIMUM_SPEND, type TAdvancedAnalytics } from '@duesflow/shared-contracts/analytics';
import { formatINR, formatIndianNumber, formatRupeePrefixed } from '@duesflow/shared-contracts/format';
import { channelName } from '../../../components/figures';
import { ScrollBox } from '../../../components/ScrollBox';

type TEfficiency = TAdvancedAnalytics['cost']['channelEfficiency'][number];

const RATING_COLOURS = { Excellent: 'green', Good: 'blue', Average: 'orange' } as const;
const rupees = (value: number | null) => (value === null ? '—' : formatINR(value));
/** Paise per rupee reads better than ₹0.00: 0.0123 → '₹0.0123'. */
const perRupee = (value: number | null) => (value === null ? '—' : `₹${value.toFixed(4)}`);

/** What the period's contacts cost, what they brought in, and which channel does it cheapest. */
export function CostAnalysis({ figures }: { figures: TAdvancedAnalytics | undefined }) {
  if (!figures) return <Card loading aria-busy="true" aria-label="Loading figures" />;
  const { cost } = figures;
  const tiles: { title: string; value: string; note?: string }[] = [
    { title: 'Total Spend', value: formatINR(cost.totalSpend) },
    { title: 'Cost per Payment', value: rupees(cost.costPerPayment) },
    {
      title: 'ROI',
      value: cost.roiLabel,
      note:
        cost.roi === null
          ? `Shown once spend reaches ${formatRupeePrefixed(ROI_MINIMUM_SPEND)}: over a few rupees the ratio says nothing.`
          : 'Amount collected ÷ spend.',
    },
    { title: 'Cost per Rupee Collected', value: perRupee(cost.costPerRupeeCollected) },
  ];
  return (
    <Row gutter={[16, 16]}>
      {tiles.map((tile) => (
        <Col key={tile.title} xs={24} sm={12} xl={6}>
          <Card aria-label={tile.title}>
            <Statistic title={tile.title} value={tile.value} />
            {tile.note ? <Typography.Text type="secondary">{tile.note}</Typography.Text> : null}
          </Card>
        </Col>
      ))}
      <Col span={24}>
        <Card title="Channel Efficiency">
          <ScrollBox label="Channel efficiency">
            <Table<TEfficiency>
              rowKey="channel"
              size="small"
              pagination={false}
              dataSource={cost.channelEfficiency}
              columns={[
                { title: 'Rank', key: 'rank', render: (_value, _row, index) => index + 1 },
                { title: 'Channel', dataIndex: 'channel', render: channelName },
                { title: 'Spend', dataIndex: 'spend', align: 'right', render: formatINR },
                { title: 'Payments', dataIndex: 'successes', align: 'right', render: formatIndianNumber },
                { title: 'Cost per Success', dataIndex: 'costPerSuccess', align: 'right', render: rupees },
                {
                  title: 'Efficiency',
                  dataIndex: 'rating',
                  render: (rating: TEfficiency['rating']) => <Tag color={RATING_COLOURS[rating]}>{rating}</Tag>,
                },
              ]}
            />
          </ScrollBox>
          <Typography.Text type="secondary">
            Provider prices in USD are counted at ₹{cost.usdToInr} per dollar. Efficiency: cost per success below ₹0.50 Excellent, below ₹1
            Good, else Average.
          </Typography.Text>
        </Card>
      </Col>
    </Row>
  );
}
