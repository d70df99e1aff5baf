import { Typography } from 'antd';

/** Payment Gateways: being built (its screen comes from the spec). */
export function PaymentGateways() {
  return <Typography.Title level={4}>Payment Gateways</Typography.Title>;
}
