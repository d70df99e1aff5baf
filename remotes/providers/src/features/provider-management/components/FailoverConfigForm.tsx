import { Button, Card, Form, InputNumber, Select, Skeleton } from 'antd';
import { FAILOVER_STRATEGIES, type TFailoverConfig } from '@duesflow/shared-contracts/providers';
import { useGetFailoverConfigQuery, useSaveFailoverConfigMutation } from '../../../shared/providersApi';
import { LoadError } from '../../../shared/LoadError';
import { useToast } from '@duesflow/remote-kit/toast';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { Guarded } from '@duesflow/remote-kit/session';

export const STRATEGY_LABELS: Record<TFailoverConfig['strategy'], string> = {
  round_robin: 'Round robin',
  cost_optimized: 'Cost optimized',
  performance_based: 'Performance based',
  manual: 'Manual',
};

const strategyOptions = FAILOVER_STRATEGIES.map((strategy) => ({ value: strategy, label: STRATEGY_LABELS[strategy] }));

/** How sends fail over between providers: max retries 1–10 (default 3) and a strategy (spec part 2 §2, §9). */
export function FailoverConfigForm() {
  const { data, error, isLoading, refetch } = useGetFailoverConfigQuery();
  const [save, { isLoading: saving }] = useSaveFailoverConfigMutation();
  const toast = useToast();

  if (error) return <LoadError title="Failed to fetch failover settings" detail={errorMessage(error)} onRetry={refetch} />;
  if (isLoading || !data) return <Skeleton active />;

  const submit = async (values: TFailoverConfig) => {
    try {
      const saved = await save(values).unwrap();
      toast.success('Failover settings saved', `Up to ${saved.maxRetries} retries, ${STRATEGY_LABELS[saved.strategy].toLowerCase()}.`);
    } catch (failure) {
      toast.error('Failed to save failover settings', errorMessage(failure));
    }
  };

  return (
    <Card title="Failover Configuration">
      {/* Keyed by the stored values so a reload shows them, not what was typed before. */}
      <Form key={JSON.stringify(data)} layout="vertical" name="failover" initialValues={data} onFinish={submit} style={{ maxWidth: 420 }}>
        <Form.Item
          name="maxRetries"
          label="Max retries"
          rules={[
            { required: true, message: 'Max retries is required' },
            { type: 'number', min: 1, max: 10, message: 'Max retries must be between 1 and 10' },
          ]}
        >
          {/* Bounds live in the rule, so an out-of-range number is explained rather than silently clamped. */}
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="strategy" label="Strategy">
          <Select aria-label="Strategy" options={strategyOptions} />
        </Form.Item>
        <Guarded capability="administer">
          <Button type="primary" htmlType="submit" loading={saving}>
            Save
          </Button>
        </Guarded>
      </Form>
    </Card>
  );
}
