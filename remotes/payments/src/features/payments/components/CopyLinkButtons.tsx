import { Button, Space } from 'antd';
import { CopyOutlined, ExportOutlined } from '@ant-design/icons';
import { useToast } from '@duesflow/remote-kit/toast';
import { copyToClipboard } from '@duesflow/remote-kit/clipboard';

/**
 * Copy (toast 'Copied') and Open in a new tab, for one link. `label` names whose link it is for screen
 * readers, since a table has one pair per row.
 */
export function CopyLinkButtons({ url, label, size = 'small' }: { url: string; label?: string; size?: 'small' | 'middle' }) {
  const toast = useToast();
  const copy = async () => {
    if (await copyToClipboard(url)) toast.success('Copied', 'The payment link is on your clipboard, ready to share.');
    else toast.error('Copy failed', 'This browser did not allow copying; select the link and copy it instead.');
  };
  return (
    <Space size="small">
      <Button
        size={size}
        icon={<CopyOutlined aria-hidden />}
        aria-label={label ? `Copy link for ${label}` : 'Copy link'}
        onClick={() => void copy()}
      >
        Copy
      </Button>
      <Button
        size={size}
        icon={<ExportOutlined aria-hidden />}
        aria-label={label ? `Open link for ${label}` : 'Open link'}
        href={url}
        target="_blank"
        rel="noopener noreferrer"
      >
        Open
      </Button>
    </Space>
  );
}
