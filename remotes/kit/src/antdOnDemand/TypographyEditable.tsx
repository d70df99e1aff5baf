import { Suspense, lazy, type ComponentProps } from 'react';

// antd's in-place editor (an Input.TextArea), fetched the first time a text is edited.
const Editable = lazy(() => import('antd/es/typography/Editable'));

/**
 * Stands in for antd Typography's `import Editable from '../Editable'` in every bundle (antdOnDemandParts
 * in the build config): Typography draws it only while an `editable` text is edited, so a plain title or
 * text no longer brings Input to the page.
 */
export default function TypographyEditable(props: ComponentProps<typeof Editable>) {
  return (
    <Suspense fallback={null}>
      <Editable {...props} />
    </Suspense>
  );
}
