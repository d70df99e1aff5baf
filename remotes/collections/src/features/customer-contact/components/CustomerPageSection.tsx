import { Alert, Button, Flex, Popconfirm, Skeleton, Typography } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import type { TCustomerPageLink } from '@duesflow/shared-contracts/customer-page';
import { formatIstMoment } from '@duesflow/shared-contracts/format';
import { copyToClipboard } from '@duesflow/remote-kit/clipboard';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { DeniedControl, Guarded, useCan } from '@duesflow/remote-kit/session';
import { useToast, type TToastApi } from '@duesflow/remote-kit/toast';
import { useCloseCustomerPageLinksMutation, useCreateCustomerPageLinkMutation, useGetCustomerPageLinksQuery } from '../api';
import { closedLinksText, openLinksText, visitsText } from './customerPageTexts';

function LinkDescription({ link }: { link: TCustomerPageLink }) {
  return (
    <Flex vertical gap={4}>
      <Typography.Link href={link.url} target="_blank" rel="noreferrer">
        {link.url}
      </Typography.Link>
      <Typography.Text type="secondary">Opens until {formatIstMoment(link.expiresAt)}.</Typography.Text>
    </Flex>
  );
}

/** Copies a new link; where the clipboard refuses (plain http), the toast keeps the link and a Copy button. */
async function announceLink(toast: TToastApi, link: TCustomerPageLink): Promise<void> {
  const copied = () => toast.success('Customer page link copied', <LinkDescription link={link} />);
  if (await copyToClipboard(link.url)) return copied();
  const copyAgain = async () => {
    if (await copyToClipboard(link.url)) copied();
  };
  toast.warning('Customer page link not copied', <LinkDescription link={link} />, {
    action: { label: 'Copy', onClick: () => void copyAgain() },
  });
}

function Figures({ customerId }: { customerId: string }) {
  // Visits are not announced: opening the drawer asks afresh.
  const { data, error } = useGetCustomerPageLinksQuery(customerId, { refetchOnMountOrArgChange: true });
  if (error && !data) return <Alert type="error" showIcon title="Unable to load the page's visits" description={errorMessage(error)} />;
  if (!data) return <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  return (
    <Flex vertical gap={2} role="group" aria-label="Customer's page visits">
      <Typography.Text>{visitsText(data)}</Typography.Text>
      <Typography.Text type="secondary">{openLinksText(data.open)}</Typography.Text>
    </Flex>
  );
}

/**
 * The customer's own page (docs/customer-page.md, "Staff"): how often it was opened, a new link copied to
 * share, and closing every open link at once (a phone changed hands, a link was forwarded).
 */
export function CustomerPageSection({ customerId }: { customerId: string }) {
  const [createLink, creating] = useCreateCustomerPageLinkMutation();
  const [closeLinks, closing] = useCloseCustomerPageLinksMutation();
  const { allowed, reason } = useCan('collect');
  const toast = useToast();

  const onCopy = async () => {
    try {
      await announceLink(toast, await createLink(customerId).unwrap());
    } catch (error) {
      toast.error('Customer page link not made', errorMessage(error));
    }
  };

  const onClose = async () => {
    try {
      const { revoked } = await closeLinks(customerId).unwrap();
      toast.success('Customer page links closed', closedLinksText(revoked));
    } catch (error) {
      toast.error('Customer page links not closed', errorMessage(error));
    }
  };

  return (
    <Flex vertical gap="small">
      <Typography.Title level={5} style={{ margin: 0 }}>
        Customer&apos;s page
      </Typography.Title>
      <Typography.Text type="secondary">The statement and ways to pay, opened from a link without signing in.</Typography.Text>
      <Figures customerId={customerId} />
      <Flex gap="small" wrap>
        <Guarded capability="collect">
          <Button
            icon={<LinkOutlined aria-hidden />}
            onClick={() => void onCopy()}
            loading={creating.isLoading}
            disabled={creating.isLoading}
          >
            Copy page link
          </Button>
        </Guarded>
        {/* Guarded would disable the Popconfirm, not its button: the button is disabled here itself. */}
        <DeniedControl reason={reason}>
          <Popconfirm
            title="Close every link to this customer's page?"
            description="Links already sent stop opening it; the customer can be sent a new one."
            okText="Close all links"
            okButtonProps={{ danger: true }}
            disabled={!allowed}
            onConfirm={() => void onClose()}
          >
            <Button danger loading={closing.isLoading} disabled={!allowed || closing.isLoading}>
              Close all links
            </Button>
          </Popconfirm>
        </DeniedControl>
      </Flex>
    </Flex>
  );
}
