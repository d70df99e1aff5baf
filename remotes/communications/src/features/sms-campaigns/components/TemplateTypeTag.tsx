import { Tag } from 'antd';

/** Spec part 2: gentle, firm, otherwise urgent-styled. */
export function TemplateTypeTag({ type }: { type: string }) {
  const color = type === 'gentle' ? 'green' : type === 'firm' ? 'gold' : 'red';
  return <Tag color={color}>{type}</Tag>;
}
