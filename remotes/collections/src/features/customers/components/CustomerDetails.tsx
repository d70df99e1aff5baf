import { Flex, Space, Typography } from 'antd';
import { EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { Link } from '@duesflow/remote-kit/router';
import { customerPath } from '../../../app/customerPath';
import { CustomerTags } from './CustomerTags';

/**
 * Name (a link to the customer's page unless `linkName` is false: on that page itself), status, origin, what
 * holds their reminders (promise, dispute, stop, opt-out), a broken promise and contact details.
 */
export function CustomerDetails({ customer, linkName = true }: { customer: TCustomer; linkName?: boolean }) {
  return (
    <Flex vertical gap={4}>
      <Space wrap size="small">
        {linkName ? (
          <Link to={customerPath(customer.id)}>
            <Typography.Text strong>{customer.name}</Typography.Text>
          </Link>
        ) : (
          <Typography.Text strong>{customer.name}</Typography.Text>
        )}
        <CustomerTags customer={customer} />
      </Space>
      <Space wrap size="middle">
        {customer.phone ? (
          <Typography.Text type="secondary">
            <PhoneOutlined aria-hidden /> {customer.phone}
          </Typography.Text>
        ) : null}
        {customer.email ? (
          <Typography.Text type="secondary">
            <MailOutlined aria-hidden /> {customer.email}
          </Typography.Text>
        ) : null}
        {customer.address ? (
          <Typography.Text type="secondary">
            <EnvironmentOutlined aria-hidden /> {customer.address}
          </Typography.Text>
        ) : null}
      </Space>
    </Flex>
  );
}
