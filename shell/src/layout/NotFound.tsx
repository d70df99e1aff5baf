import { Result } from 'antd';

/** Any path the registry does not know (spec part 1 §2). */
export function NotFound() {
  return <Result status="404" title="404 Page Not Found" subTitle="Did you forget to add the page to the router?" />;
}
