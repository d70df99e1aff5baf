import { Tag, Tooltip } from 'antd';
import { disputedInvoicesText, type TDisputedInvoice } from '@duesflow/shared-contracts/invoice-disputes';

/**
 * "Invoice disputed" on a row or card while any of the customer's invoices is in dispute (reminders leave
 * those invoices out); which invoices, with their reasons, on hover.
 */
export function InvoiceDisputedTag({ disputes }: { disputes: readonly TDisputedInvoice[] | null | undefined }) {
  if (!disputes || disputes.length === 0) return null;
  return (
    <Tooltip title={disputedInvoicesText(disputes)}>
      <Tag color="orange" data-hold="invoice_disputed" tabIndex={0}>
        Invoice disputed
      </Tag>
    </Tooltip>
  );
}
