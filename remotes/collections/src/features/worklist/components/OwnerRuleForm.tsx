import { Button, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { useToast } from '@duesflow/remote-kit/toast';
import { REGION_TEXT_MAX, type TOwnerRule } from '@duesflow/shared-contracts/portfolios';
import { useApplyOwnerRuleMutation, useGetCollectorsQuery } from '../api';
import { formatCount, formatIndianNumber } from '@duesflow/shared-contracts/format';

interface Values {
  kind: TOwnerRule['kind'];
  amount?: number | null;
  text?: string;
  collectorId?: string;
  onlyUnowned: boolean;
}

const ruleOf = (values: Values): TOwnerRule =>
  values.kind === 'overdue_at_least'
    ? { kind: values.kind, amount: values.amount ?? 0 }
    : { kind: values.kind, text: (values.text ?? '').trim() };

/**
 * "Assign by rule" (admins): everyone overdue by at least an amount, or whose address contains a text, to a
 * collector, applied now; "Count" says how many it would move first (docs/worklist.md "Portfolios").
 */
export function OwnerRuleForm() {
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form);
  const collectors = useGetCollectorsQuery();
  const [apply, applying] = useApplyOwnerRuleMutation();
  const toast = useToast();

  const run = async (dryRun: boolean) => {
    const values = await form.validateFields().catch(() => null);
    if (!values?.collectorId) return;
    try {
      const result = await apply({
        rule: ruleOf(values),
        collectorId: values.collectorId,
        onlyUnowned: values.onlyUnowned,
        dryRun,
      }).unwrap();
      const name = collectors.data?.find((collector) => collector.id === values.collectorId)?.name ?? 'the collector';
      if (dryRun)
        toast.success(
          'Rule counted',
          `${formatCount(result.matched, 'customer')} ${result.matched === 1 ? 'matches' : 'match'}; nothing was assigned yet.`,
        );
      else
        toast.success(
          'Rule applied',
          `${formatCount(result.matched, 'customer')} ${result.matched === 1 ? 'matches' : 'match'}; ${formatIndianNumber(result.changed)} now ${result.changed === 1 ? 'belongs' : 'belong'} to ${name}.`,
        );
    } catch (error) {
      toast.error('Rule not applied', errorMessage(error));
    }
  };

  return (
    <Form form={form} layout="inline" aria-label="Assign by rule" initialValues={{ kind: 'overdue_at_least', onlyUnowned: true }}>
      <Flex gap="small" wrap align="center">
        <Typography.Text strong>Assign by rule</Typography.Text>
        <Form.Item name="kind" noStyle>
          <Select
            aria-label="Rule"
            style={{ width: 210 }}
            options={[
              { value: 'overdue_at_least', label: 'Amount overdue at least' },
              { value: 'address_contains', label: 'Address contains' },
            ]}
          />
        </Form.Item>
        {kind === 'address_contains' ? (
          <Form.Item name="text" rules={[{ required: true, whitespace: true, message: 'Type a city or region' }]} noStyle>
            <Input aria-label="Address contains" placeholder="e.g., Pune" maxLength={REGION_TEXT_MAX} style={{ width: 180 }} />
          </Form.Item>
        ) : (
          <Form.Item name="amount" rules={[{ required: true, message: 'Type an amount' }]} noStyle>
            <InputNumber aria-label="Amount overdue (₹)" min={1} precision={2} placeholder="₹" style={{ width: 160 }} />
          </Form.Item>
        )}
        <Form.Item name="collectorId" rules={[{ required: true, message: 'Choose a collector' }]} noStyle>
          <Select
            aria-label="Assign to collector"
            placeholder="to collector…"
            style={{ width: 200 }}
            options={(collectors.data ?? []).map((collector) => ({ value: collector.id, label: collector.name }))}
          />
        </Form.Item>
        <Form.Item name="onlyUnowned" noStyle>
          <Select
            aria-label="Which customers"
            style={{ width: 190 }}
            options={[
              { value: true, label: 'Only those nobody owns' },
              { value: false, label: 'Also those owned' },
            ]}
          />
        </Form.Item>
        <Button onClick={() => void run(true)} loading={applying.isLoading && applying.originalArgs?.dryRun === true}>
          Count
        </Button>
        <Button type="primary" onClick={() => void run(false)} loading={applying.isLoading && applying.originalArgs?.dryRun === false}>
          Apply rule
        </Button>
      </Flex>
    </Form>
  );
}
