import { Typography } from 'antd';

/** SMS Campaigns: being built (its screen comes from the spec). */
export function SmsCampaigns() {
  return <Typography.Title level={4}>SMS Campaigns</Typography.Title>;
}
