import { onDemand } from './onDemand';

/**
 * Stands in for antd Typography's `import Editable from '../Editable'` in every bundle (AntdOnDemandPlugin
 * in the build config): Typography draws its in-place editor (an Input.TextArea) only while an `editable`
 * text is edited, so a plain title or text no longer brings Input to the page.
 */
export default onDemand(() => import('antd/es/typography/Editable'));
