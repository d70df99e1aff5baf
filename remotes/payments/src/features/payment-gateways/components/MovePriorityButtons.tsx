import { Button, Space } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { GATEWAY_ACCESS, type TPaymentGateway } from '@duesflow/shared-contracts/gateways';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { Guarded } from '@duesflow/remote-kit/session';
import { useToast } from '@duesflow/remote-kit/toast';
import { useMoveGatewayMutation } from '../api';

/**
 * Up/down swap priority with the neighbour (spec part 2 §4): up is disabled at priority 1 (the first in
 * the list), down at the last.
 */
export function MovePriorityButtons({
  gateway,
  isFirst,
  isLast,
}: {
  gateway: Pick<TPaymentGateway, 'id' | 'name'>;
  isFirst: boolean;
  isLast: boolean;
}) {
  const [move, { isLoading }] = useMoveGatewayMutation();
  const toast = useToast();

  const onMove = async (direction: 'up' | 'down') => {
    try {
      await move({ id: gateway.id, direction }).unwrap();
      toast.success('Priority Updated', `${gateway.name} moved ${direction}.`);
    } catch (error) {
      toast.error('Update failed', errorMessage(error));
    }
  };

  return (
    <Space.Compact>
      <Guarded capability={GATEWAY_ACCESS.move}>
        <Button
          size="small"
          icon={<ArrowUpOutlined aria-hidden />}
          aria-label={`Move ${gateway.name} up`}
          disabled={isFirst || isLoading}
          onClick={() => void onMove('up')}
        />
      </Guarded>
      <Guarded capability={GATEWAY_ACCESS.move}>
        <Button
          size="small"
          icon={<ArrowDownOutlined aria-hidden />}
          aria-label={`Move ${gateway.name} down`}
          disabled={isLast || isLoading}
          onClick={() => void onMove('down')}
        />
      </Guarded>
    </Space.Compact>
  );
}
