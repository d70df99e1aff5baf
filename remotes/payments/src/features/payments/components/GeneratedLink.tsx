import { Alert, Flex, Typography } from 'antd';
import { formatINR } from '@duesflow/shared-contracts/format';
import { CopyLinkButtons } from './CopyLinkButtons';

export interface TGeneratedLink {
  url: string;
  customerName: string;
  amount: number;
}

/** The link just generated, with Copy and Open, until the next one replaces it. */
export function GeneratedLink({ link }: { link: TGeneratedLink }) {
  return (
    <Alert
      type="success"
      style={{ marginTop: 16 }}
      title={`Payment link for ${formatINR(link.amount)} to ${link.customerName}`}
      description={
        <Flex vertical gap="small" role="group" aria-label="Generated payment link">
          <Typography.Text copyable={false} style={{ wordBreak: 'break-all' }} data-testid="generated-link">
            {link.url}
          </Typography.Text>
          <CopyLinkButtons url={link.url} size="middle" />
        </Flex>
      }
    />
  );
}
