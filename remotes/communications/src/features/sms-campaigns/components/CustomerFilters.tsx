import { Card, Checkbox, Col, Form, InputNumber, Row } from 'antd';
import { CAMPAIGN_FILTER_DEFAULTS, CAMPAIGN_LANGUAGES } from '@duesflow/shared-contracts/campaigns';
import { LANGUAGE_NAMES, type TFilters } from '../campaignDraft';

const NUMBER_FIELDS = [
  { key: 'minAmount', label: 'Min Amount', max: 100_000_000 },
  { key: 'maxAmount', label: 'Max Amount', max: 100_000_000 },
  { key: 'minDaysOverdue', label: 'Min Days Overdue', max: 36_500 },
  { key: 'maxDaysOverdue', label: 'Max Days Overdue', max: 36_500 },
] as const;

/**
 * Amount due and days overdue ranges (placeholders 0, 10000, 0, 90) and the languages to include. The
 * bounds in force are the values in the fields; an emptied field bounds nothing.
 */
export function CustomerFilters({ fields, onChange }: { fields: TFilters; onChange: (fields: TFilters) => void }) {
  return (
    <Card size="small" title="Customer Filters">
      <Form layout="vertical">
        <Row gutter={12}>
          {NUMBER_FIELDS.map(({ key, label, max }) => (
            <Col key={key} xs={12} lg={6}>
              <Form.Item label={label} htmlFor={`filter-${key}`}>
                <InputNumber
                  id={`filter-${key}`}
                  style={{ width: '100%' }}
                  min={0}
                  max={max}
                  precision={0}
                  placeholder={String(CAMPAIGN_FILTER_DEFAULTS[key])}
                  value={fields[key]}
                  onChange={(value) => onChange({ ...fields, [key]: typeof value === 'number' ? value : null })}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Form.Item label="Languages">
          <Checkbox.Group
            value={fields.languages}
            onChange={(languages) =>
              onChange({ ...fields, languages: CAMPAIGN_LANGUAGES.filter((language) => languages.includes(language)) })
            }
            options={CAMPAIGN_LANGUAGES.map((language) => ({ value: language, label: `${LANGUAGE_NAMES[language]} (${language})` }))}
          />
        </Form.Item>
      </Form>
    </Card>
  );
}
