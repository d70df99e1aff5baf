import { Col, Empty, Row, Skeleton } from 'antd';
import type { TProvider } from '@duesflow/shared-contracts/providers';
import { useGetProvidersQuery, type TProviderListFilter } from '../../../shared/providersApi';
import { LoadError } from '../../../shared/LoadError';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { ProviderItemCard } from './ProviderItemCard';

/** The stored providers matching the filters, as cards. */
export function ProviderList({ filter, onEdit }: { filter: TProviderListFilter; onEdit: (provider: TProvider) => void }) {
  const { data, error, isLoading, refetch } = useGetProvidersQuery(filter);
  if (error) return <LoadError title="Failed to fetch providers" detail={errorMessage(error)} onRetry={refetch} />;
  if (isLoading || !data) return <Skeleton active />;
  if (data.length === 0) return <Empty description="No providers found" />;
  return (
    <Row gutter={[16, 16]}>
      {data.map((provider) => (
        <Col key={provider.id} xs={24} md={12} xl={8}>
          <ProviderItemCard provider={provider} onEdit={onEdit} />
        </Col>
      ))}
    </Row>
  );
}
