import { Empty, Flex, Typography } from 'antd';

/** Spec part 1 §2: the hint depends on whether a search is narrowing the list. */
export function CustomersEmptyState({ searching }: { searching: boolean }) {
  return (
    <Empty
      description={
        <Flex vertical>
          <Typography.Text strong>No customers found</Typography.Text>
          <Typography.Text type="secondary">
            {searching ? 'Try adjusting your search terms' : 'Import customer data through Tally integration or add manually in Airtable'}
          </Typography.Text>
        </Flex>
      }
    />
  );
}
