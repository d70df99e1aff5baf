import { Suspense, lazy, type ComponentProps } from 'react';

// The real Tabs, fetched the first time a card with tabs renders (antd's shared module in a portal build).
const Tabs = lazy(() => import('antd/es/tabs'));

/**
 * Stands in for antd Card's `import Tabs from '../tabs'` in every bundle (antdOnDemandParts in the build
 * config): Card draws Tabs only for a `tabList`, so a plain card no longer brings the tab strip to the page.
 */
export default function CardTabs(props: ComponentProps<typeof Tabs>) {
  return (
    <Suspense fallback={null}>
      <Tabs {...props} />
    </Suspense>
  );
}
