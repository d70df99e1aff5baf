import { onDemand } from './onDemand';

/**
 * Stands in for antd Card's `import Tabs from '../tabs'` in every bundle (AntdOnDemandPlugin in the build
 * config): Card draws Tabs only for a `tabList`, so a plain card no longer brings the tab strip to the
 * page. The real Tabs (antd's shared module in a portal build) is fetched the first time a card with tabs
 * renders.
 */
export default onDemand(() => import('antd/es/tabs'));
