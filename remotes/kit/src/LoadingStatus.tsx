import { Spin } from 'antd';

/**
 * A spinner that assistive technology announces by name: antd's plain `Spin` is an unnamed div, and a name
 * put on it is refused (axe: `aria-label` on an element with no role). `inline` keeps it in a line of text.
 */
export function LoadingStatus({ label, size, inline = false }: { label: string; size?: 'small' | 'default' | 'large'; inline?: boolean }) {
  const Wrapper = inline ? 'span' : 'div';
  return (
    <Wrapper role="status" aria-label={label}>
      <Spin size={size} />
    </Wrapper>
  );
}
