import { Button, Modal } from 'antd';
import { useSwitchToOwnDatabaseMutation } from '../api';
import { useToast } from '@duesflow/remote-kit/toast';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { Guarded } from '@duesflow/remote-kit/session';

/**
 * Shown while an external store is in use: back to duesflow's own database, after a confirmation,
 * since it changes what every screen shows for everyone and forgets the external store's settings.
 */
export function UseOwnDatabaseButton({ storeName }: { storeName: string }) {
  const [switchBack, { isLoading }] = useSwitchToOwnDatabaseMutation();
  const [modal, modalHolder] = Modal.useModal();
  const toast = useToast();
  const confirm = () =>
    modal.confirm({
      title: 'Switch to the duesflow database?',
      content: `Every screen switches from ${storeName} to duesflow's own database, for everyone using duesflow: the Customers screen and Refresh Data read customers from it. The ${storeName} settings and secret are forgotten; to go back, enter them again.`,
      okText: 'Switch',
      cancelText: 'Cancel',
      onOk: switchNow,
    });
  const switchNow = async () => {
    try {
      await switchBack().unwrap();
      toast.success('Switched to duesflow database', "Customers are read from duesflow's own database again.");
    } catch (error) {
      toast.error('Switch Failed', errorMessage(error));
    }
  };
  return (
    <>
      {modalHolder}
      <Guarded capability="administer">
        <Button size="small" onClick={confirm} loading={isLoading} style={{ marginInlineStart: 8 }}>
          Use duesflow database
        </Button>
      </Guarded>
    </>
  );
}
