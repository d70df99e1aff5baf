import { Card, Col, Row, Typography } from 'antd';

const DATA_SOURCES = ['Tally import via JSON files', 'Manual entry in Airtable', 'Third-party integrations'];

const AVAILABLE_ACTIONS = [
  'Call: start an automated payment follow-up call',
  'WhatsApp: send a payment reminder message',
  'Payment link: generate a link and copy it to share',
  'Reminders: stop reminders, record a promise to pay or a dispute',
  'Refresh Data: sync the latest customer records',
];

/** Where customer records come from and what staff can do with them. */
export function DataSourcesCard() {
  return (
    <Card title="Customer Data">
      <Row gutter={[24, 16]}>
        <Col xs={24} md={12}>
          <Typography.Title level={5}>Data Sources</Typography.Title>
          <ul>
            {DATA_SOURCES.map((source) => (
              <li key={source}>{source}</li>
            ))}
          </ul>
        </Col>
        <Col xs={24} md={12}>
          <Typography.Title level={5}>Available Actions</Typography.Title>
          <ul>
            {AVAILABLE_ACTIONS.map((action) => (
              <li key={action}>{action}</li>
            ))}
          </ul>
        </Col>
      </Row>
    </Card>
  );
}
