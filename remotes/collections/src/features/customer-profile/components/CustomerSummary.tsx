import { Card, Col, Flex, Row, Statistic } from 'antd';
import type { TCustomerDetail } from '@duesflow/shared-contracts/customer-timeline';
import { formatDate, formatINR } from '@duesflow/shared-contracts/format';
import { CustomerDetails } from '../../customers/components/CustomerDetails';
import { CustomerActions } from '../../customers/components/CustomerActions';
import { CustomerOwner } from './CustomerOwner';
import { FIGURE_CONTAINER, FIGURE_STATISTIC_STYLES } from '../../../components/FigureCard';

/** Who the customer is, what they owe and what is overdue, and the row's actions (call, WhatsApp, link, reminders). */
export function CustomerSummary({ customer }: { customer: TCustomerDetail }) {
  return (
    <Card>
      <Flex vertical gap="middle">
        <CustomerDetails customer={customer} linkName={false} />
        <Row gutter={[16, 16]}>
          <Col xs={12} md={6} style={FIGURE_CONTAINER}>
            <Statistic
              styles={FIGURE_STATISTIC_STYLES}
              title="Amount due"
              value={formatINR(customer.amountDue)}
              formatter={() => formatINR(customer.amountDue)}
            />
          </Col>
          <Col xs={12} md={6} style={FIGURE_CONTAINER}>
            <Statistic
              styles={FIGURE_STATISTIC_STYLES}
              title="Overdue"
              value={formatINR(customer.overdueAmount)}
              formatter={() => formatINR(customer.overdueAmount)}
            />
          </Col>
          <Col xs={12} md={6} style={FIGURE_CONTAINER}>
            <Statistic styles={FIGURE_STATISTIC_STYLES} title="Open invoices" value={customer.openInvoices.length} />
          </Col>
          <Col xs={12} md={6} style={FIGURE_CONTAINER}>
            <Statistic
              styles={FIGURE_STATISTIC_STYLES}
              title="Last contact"
              value={formatDate(customer.lastContact)}
              formatter={() => formatDate(customer.lastContact)}
            />
          </Col>
        </Row>
        <Flex gap="middle" wrap align="center" justify="space-between">
          <CustomerActions customer={customer} />
          <CustomerOwner customerId={customer.id} owner={customer.owner} />
        </Flex>
      </Flex>
    </Card>
  );
}
