import { Typography } from 'antd';

/** Payments: being built (its screen comes from the spec). */
export function Payments() {
  return <Typography.Title level={4}>Payment Tracking</Typography.Title>;
}
