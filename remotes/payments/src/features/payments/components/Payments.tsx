import { Col, Flex, Row } from 'antd';
import { useGetPaymentLinksQuery } from '../api';
import { GeneratePaymentLinkForm } from './GeneratePaymentLinkForm';
import { PaymentLinkTiles } from './PaymentLinkTiles';
import { PaymentLinksTable, usePaymentLinkPaging } from './PaymentLinksTable';

/**
 * Payment Tracking (/payments, spec part 1 §2): generate a link, the three tiles, recent links. Side by side
 * from 1200 px; below that the form sits above, so neither it nor the links table is squeezed.
 */
export function Payments() {
  const paging = usePaymentLinkPaging();
  const { data, currentData, isFetching, error, refetch } = useGetPaymentLinksQuery({
    status: paging.status,
    page: paging.page,
    pageSize: paging.pageSize,
  });
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={8}>
        <GeneratePaymentLinkForm />
      </Col>
      <Col xs={24} xl={16}>
        <Flex vertical gap="middle">
          <PaymentLinkTiles totals={data?.totals} failed={Boolean(error) && !data} />
          <PaymentLinksTable
            {...paging}
            data={data}
            // Nothing for these filters: known from this filter's own answer, and still true while it is asked again.
            empty={currentData?.total === 0}
            loading={isFetching}
            error={error}
            onRetry={() => void refetch()}
          />
        </Flex>
      </Col>
    </Row>
  );
}
