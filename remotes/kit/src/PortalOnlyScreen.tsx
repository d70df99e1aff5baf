import { Link } from '@duesflow/remote-kit/router';
import { Result } from 'antd';

/** What a mounted remote shows for a route it does not embed: where the screen lives and a way back. */
export function PortalOnlyScreen({ embedded, to, linkText }: { embedded: string; to: string; linkText: string }) {
  return (
    <Result status="info" title="This screen is part of the duesflow portal" subTitle={embedded} extra={<Link to={to}>{linkText}</Link>} />
  );
}
