import { Flex, Select, Typography } from 'antd';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { Guarded, useCan } from '@duesflow/remote-kit/session';
import { useToast } from '@duesflow/remote-kit/toast';
import type { TOwner } from '@duesflow/shared-contracts/portfolios';
import { useGetOwnerChoicesQuery, useSetCustomerOwnerMutation } from '../api';

const NOBODY = 'nobody';

/** "Owner": the collector whose worklist the customer is on (docs/worklist.md); an admin changes it here. */
export function CustomerOwner({ customerId, owner }: { customerId: string; owner: TOwner | null }) {
  const { allowed } = useCan('administer');
  const choices = useGetOwnerChoicesQuery(undefined, { skip: !allowed });
  const [setOwner, setting] = useSetCustomerOwnerMutation();
  const toast = useToast();

  const change = async (value: string) => {
    const collectorId = value === NOBODY ? null : value;
    try {
      await setOwner({ customerId, collectorId }).unwrap();
      const name = choices.data?.find((choice) => choice.id === collectorId)?.name;
      toast.success('Owner changed', name ? `The customer is on ${name}'s worklist.` : 'Nobody owns the customer now.');
    } catch (error) {
      toast.error('Owner not changed', errorMessage(error));
    }
  };

  // The owner is listed even when they can no longer own customers (deactivated), so the value reads as their name.
  const known: TOwner[] = choices.data ?? [];
  const listed = owner && !known.some((choice) => choice.id === owner.id) ? [...known, owner] : known;
  const options = [{ value: NOBODY, label: 'Nobody' }, ...listed.map((choice) => ({ value: choice.id, label: choice.name }))];
  return (
    <Flex gap="small" align="center">
      <Typography.Text type="secondary">Owner</Typography.Text>
      <Guarded capability="administer">
        <Select
          aria-label="Owner"
          style={{ minWidth: 200 }}
          value={owner?.id ?? NOBODY}
          options={options}
          loading={choices.isLoading || setting.isLoading}
          onChange={(value: string) => void change(value)}
        />
      </Guarded>
    </Flex>
  );
}
