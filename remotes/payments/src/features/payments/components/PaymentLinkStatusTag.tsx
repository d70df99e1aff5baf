import { Tag } from 'antd';

const COLORS: Record<string, string> = { active: 'processing', paid: 'success', expired: 'default' };

/** Payment link status (spec part 1 §4): active, paid, expired. */
export function PaymentLinkStatusTag({ status }: { status: string }) {
  return <Tag color={COLORS[status] ?? 'default'}>{status}</Tag>;
}
