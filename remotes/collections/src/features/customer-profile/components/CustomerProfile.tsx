import { Card, Flex, Result, Skeleton } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useParams } from '@duesflow/remote-kit/router';
import { LoadErrorState } from '@duesflow/remote-kit/LoadErrorState';
import { errorMessage, isApiCallError } from '@duesflow/remote-kit/httpBaseQuery';
import { useGetCustomerDetailQuery } from '../api';
import { AddNoteForm } from './AddNoteForm';
import { CustomerSummary } from './CustomerSummary';
import { CustomerTimeline } from './CustomerTimeline';
import { OpenInvoices } from './OpenInvoices';

const backToCustomers = (
  <Link to="/customers">
    <ArrowLeftOutlined aria-hidden /> Customers
  </Link>
);

/** `/customers/:id`: one customer's details and dues, open invoices, and their whole timeline with notes. */
export function CustomerProfile() {
  const { id = '' } = useParams();
  const detail = useGetCustomerDetailQuery(id);
  if (detail.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!detail.data) {
    const missing = isApiCallError(detail.error) && (detail.error.status === 404 || detail.error.status === 400);
    return missing ? (
      <Result status="404" title="No such customer" subTitle="The customer may have been removed." extra={backToCustomers} />
    ) : (
      <LoadErrorState
        title="The customer could not be loaded"
        message={errorMessage(detail.error)}
        onRetry={() => void detail.refetch()}
        retrying={detail.isFetching}
      />
    );
  }
  return (
    <Flex vertical gap="middle">
      {backToCustomers}
      <CustomerSummary customer={detail.data} />
      <Card title="Open invoices">
        <OpenInvoices invoices={detail.data.openInvoices} />
      </Card>
      <Card title="Timeline">
        <Flex vertical gap="middle">
          <AddNoteForm customerId={id} />
          <CustomerTimeline customerId={id} />
        </Flex>
      </Card>
    </Flex>
  );
}
