import { Typography } from 'antd';

/** Communications: being built (its screen comes from the spec). */
export function Communications() {
  return <Typography.Title level={4}>Follow-up Communications</Typography.Title>;
}
