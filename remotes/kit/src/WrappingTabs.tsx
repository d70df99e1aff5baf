import { Tabs, type TabsProps } from 'antd';

const CLASS = 'duesflow-wrapping-tabs';

/*
 * On a phone the tab labels do not fit on one line. antd then hides the last ones behind a "more" button
 * that sits inside the tab list, which is not a tab (axe: aria-required-children), and the labels can only
 * be reached through a menu. Here the labels wrap onto a second line instead, so every tab stays a tab in
 * plain sight; the active one is underlined in place (the sliding ink bar assumes a single line).
 */
const CSS = `
.${CLASS} > .ant-tabs-nav .ant-tabs-nav-list { flex-wrap: wrap; column-gap: 24px; }
.${CLASS} > .ant-tabs-nav .ant-tabs-tab + .ant-tabs-tab { margin-inline-start: 0; }
.${CLASS} > .ant-tabs-nav .ant-tabs-ink-bar { display: none; }
.${CLASS} > .ant-tabs-nav .ant-tabs-tab-active { box-shadow: inset 0 -2px 0 currentColor; }
`;

/** antd Tabs whose labels wrap on a narrow screen instead of overflowing into a "more" menu. */
export function WrappingTabs({ className, ...props }: TabsProps) {
  return (
    <>
      {/* React 19 hoists this into <head> once, however many tab strips use it. */}
      <style href={CLASS} precedence="default">
        {CSS}
      </style>
      <Tabs {...props} className={className ? `${CLASS} ${className}` : CLASS} />
    </>
  );
}
