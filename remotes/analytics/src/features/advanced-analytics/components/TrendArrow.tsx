import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import { Typography } from 'antd';

type TArrow = 'up' | 'down' | 'same';

/** A figure with its up or down arrow against the previous day. */
export function WithArrow({ text, arrow }: { text: string; arrow: TArrow }) {
  const icon = arrow === 'up' ? <ArrowUpOutlined /> : arrow === 'down' ? <ArrowDownOutlined /> : <MinusOutlined />;
  return (
    <Typography.Text>
      {text}{' '}
      <Typography.Text
        type={arrow === 'up' ? 'success' : arrow === 'down' ? 'danger' : 'secondary'}
        aria-label={arrow === 'same' ? 'same as the day before' : `${arrow} on the day before`}
      >
        {icon}
      </Typography.Text>
    </Typography.Text>
  );
}
