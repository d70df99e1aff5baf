import { Typography } from 'antd';

/** Voice Calls: being built (its screen comes from the spec). */
export function VoiceCalls() {
  return <Typography.Title level={4}>Voice Calls</Typography.Title>;
}
