import { Typography } from 'antd';

/** Advanced Analytics: being built (its screen comes from the spec). */
export function AdvancedAnalytics() {
  return <Typography.Title level={4}>Advanced Analytics</Typography.Title>;
}
