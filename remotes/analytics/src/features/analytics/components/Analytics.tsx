import { Typography } from 'antd';

/** Analytics: being built (its screen comes from the spec). */
export function Analytics() {
  return <Typography.Title level={4}>Collection Analytics</Typography.Title>;
}
