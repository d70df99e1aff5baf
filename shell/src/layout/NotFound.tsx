import { lazy, Suspense } from 'react';

// Result carries antd's 403/404/500 illustrations; only a page that shows one downloads them.
const Result = lazy(() => import('antd/es/result'));

/** Any path the registry does not know (spec part 1 §2). */
export function NotFound() {
  return (
    <Suspense fallback={null}>
      <Result status="404" title="404 Page Not Found" subTitle="Did you forget to add the page to the router?" />
    </Suspense>
  );
}
