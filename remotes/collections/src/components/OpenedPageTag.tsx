import { Tag, Tooltip } from 'antd';
import type { TRecentPageVisit } from '@duesflow/shared-contracts/customers';
import { formatIstMoment } from '@duesflow/shared-contracts/format';

/** "Last opened 26 Nov 2026, 10:15 am IST · 3 times": when and how often, on hover. */
export function openedPageText(visit: TRecentPageVisit): string {
  return `Last opened ${formatIstMoment(visit.lastVisitedAt)} · ${visit.visits} ${visit.visits === 1 ? 'time' : 'times'}`;
}

/**
 * "Opened page" on a row or card while the customer opened their own page in the last 7 days
 * (`PAGE_VISIT_RECENT_DAYS`): they have seen the statement, a call may land well now.
 */
export function OpenedPageTag({ visit }: { visit: TRecentPageVisit | null | undefined }) {
  if (!visit) return null;
  return (
    <Tooltip title={openedPageText(visit)}>
      <Tag color="blue" data-note="opened_page" tabIndex={0}>
        Opened page
      </Tag>
    </Tooltip>
  );
}
