import type { TCustomerPageLinks } from '@duesflow/shared-contracts/customer-page';
import { formatIstMoment } from '@duesflow/shared-contracts/format';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Page opened 3 times · last 3 Dec 2026, 10:15 am IST", over every link the customer was sent. */
export function visitsText({ visits, lastVisitedAt }: TCustomerPageLinks): string {
  if (visits === 0) return 'Not opened yet';
  return `Page opened ${count(visits, 'time', 'times')} · last ${formatIstMoment(lastVisitedAt)}`;
}

/** How many links open the page now (neither expired nor closed). */
export function openLinksText(open: number): string {
  return open === 0 ? 'No link open' : `${count(open, 'link', 'links')} open`;
}

/** The description of "Customer page links closed". */
export function closedLinksText(revoked: number): string {
  if (revoked === 0) return 'No link was open.';
  return `${count(revoked, 'link', 'links')} closed: ${revoked === 1 ? 'it no longer opens' : 'they no longer open'} the page.`;
}
