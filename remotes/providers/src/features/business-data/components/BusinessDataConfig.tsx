import { Card, Flex, Typography } from 'antd';
import { CurrentConfigCard } from './CurrentConfigCard';
import { AirtableForm } from './AirtableForm';
import { SupabaseForm } from './SupabaseForm';
import { PostgresForm } from './PostgresForm';
import { WrappingTabs } from '@duesflow/remote-kit/WrappingTabs';
import { ScreenTitle } from '../../../shared/ScreenTitle';

const tabs = [
  { key: 'airtable', label: 'Airtable', children: <AirtableForm /> },
  { key: 'supabase', label: 'Cloud Database', children: <SupabaseForm /> },
  { key: 'postgres', label: 'On-Premise PostgreSQL', children: <PostgresForm /> },
];

/** Business data configuration (spec part 2 §2 /business-data-config). */
export function BusinessDataConfig() {
  return (
    <Flex vertical gap="middle">
      <div>
        <ScreenTitle>Business Data Configuration</ScreenTitle>
        <Typography.Text type="secondary">Where the Customers screen reads the customer list from.</Typography.Text>
      </div>
      <CurrentConfigCard />
      <Card title="Configure a data store">
        <WrappingTabs items={tabs} />
      </Card>
    </Flex>
  );
}
