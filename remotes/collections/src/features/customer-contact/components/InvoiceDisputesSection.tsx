import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Select, Skeleton, Typography } from 'antd';
import { formatDate, formatINR, formatIstMoment } from '@duesflow/shared-contracts/format';
import {
  INVOICE_DISPUTE_SOURCE_TEXT,
  MAX_INVOICE_DISPUTE_REASON,
  MAX_INVOICE_DISPUTE_RESOLUTION,
  type TInvoiceDispute,
} from '@duesflow/shared-contracts/invoice-disputes';
import { errorMessage, isApiCallError } from '@duesflow/remote-kit/httpBaseQuery';
import { Guarded } from '@duesflow/remote-kit/session';
import { useToast } from '@duesflow/remote-kit/toast';
import { useGetInvoiceDisputesQuery, useOpenInvoiceDisputeMutation, useResolveInvoiceDisputeMutation } from '../api';

/** One open dispute: the invoice, its reason, where it came from and when; Resolve asks for a short note. */
function OpenDispute({ customerId, dispute }: { customerId: string; dispute: TInvoiceDispute }) {
  const [resolving, setResolving] = useState(false);
  const [form] = Form.useForm<{ resolution?: string }>();
  const [resolve, resolved] = useResolveInvoiceDisputeMutation();
  const toast = useToast();

  const onFinish = async ({ resolution }: { resolution?: string }) => {
    try {
      await resolve({ customerId, body: { disputeId: dispute.id, resolution: (resolution ?? '').trim() } }).unwrap();
      toast.success('Invoice dispute resolved', `Reminders may ask for invoice ${dispute.invoiceNumber} again.`);
    } catch (error) {
      const issue = isApiCallError(error) ? error.issues?.find((item) => item.path === 'resolution') : undefined;
      if (issue) form.setFields([{ name: 'resolution', errors: [issue.message] }]);
      toast.error('Invoice dispute not resolved', errorMessage(error));
    }
  };

  return (
    <li>
      <Flex vertical gap={4} role="group" aria-label={`Invoice ${dispute.invoiceNumber} in dispute`}>
        <Typography.Text strong>
          Invoice {dispute.invoiceNumber} · {formatINR(dispute.unpaid)} unpaid
        </Typography.Text>
        <Typography.Text>{dispute.reason}</Typography.Text>
        <Typography.Text type="secondary">
          {INVOICE_DISPUTE_SOURCE_TEXT[dispute.source]} · {formatIstMoment(dispute.openedAt)}
        </Typography.Text>
        {resolving ? (
          <Form
            form={form}
            name={`resolve-${dispute.id}`}
            layout="vertical"
            onFinish={(values) => void onFinish(values)}
            aria-label={`Resolve ${dispute.invoiceNumber}`}
          >
            <Form.Item
              name="resolution"
              label="How was it resolved?"
              rules={[
                { required: true, whitespace: true, message: 'Say how it was resolved' },
                { max: MAX_INVOICE_DISPUTE_RESOLUTION, message: `At most ${MAX_INVOICE_DISPUTE_RESOLUTION} characters` },
              ]}
            >
              <Input placeholder="e.g., Credit note issued" maxLength={MAX_INVOICE_DISPUTE_RESOLUTION} />
            </Form.Item>
            <Flex gap="small">
              <Button type="primary" htmlType="submit" loading={resolved.isLoading} disabled={resolved.isLoading}>
                Resolve dispute
              </Button>
              <Button onClick={() => setResolving(false)}>Cancel</Button>
            </Flex>
          </Form>
        ) : (
          <Guarded capability="collect">
            <Button onClick={() => setResolving(true)} style={{ alignSelf: 'flex-start' }}>
              Resolve
            </Button>
          </Guarded>
        )}
      </Flex>
    </li>
  );
}

interface TMarkForm {
  invoiceId?: string;
  reason?: string;
}

/**
 * The customer's invoices in dispute (from their page or marked here): each is left out of every reminder,
 * its unpaid part out of what reminders ask for, until resolved with a short note. The customer's other
 * invoices are still reminded of.
 */
export function InvoiceDisputesSection({ customerId }: { customerId: string }) {
  const { data, isLoading, error } = useGetInvoiceDisputesQuery(customerId);
  const [form] = Form.useForm<TMarkForm>();
  const [openDispute, opening] = useOpenInvoiceDisputeMutation();
  const toast = useToast();

  const onFinish = async (values: TMarkForm) => {
    try {
      const answer = await openDispute({
        customerId,
        body: { invoiceId: values.invoiceId!, reason: (values.reason ?? '').trim() },
      }).unwrap();
      form.resetFields();
      const number = answer.open.find((dispute) => dispute.invoiceId === values.invoiceId)?.invoiceNumber ?? '';
      toast.success('Invoice dispute recorded', `Reminders leave invoice ${number} out until it is resolved.`);
    } catch (caught) {
      const issues = isApiCallError(caught) ? (caught.issues ?? []) : [];
      form.setFields(
        issues.flatMap((issue) =>
          issue.path === 'invoiceId' || issue.path === 'reason' ? [{ name: issue.path, errors: [issue.message] }] : [],
        ),
      );
      toast.error('Invoice dispute not recorded', errorMessage(caught));
    }
  };

  return (
    <Flex vertical gap="small">
      <Typography.Title level={5} style={{ margin: 0 }}>
        Invoice disputes
      </Typography.Title>
      <Typography.Text type="secondary">A disputed invoice is left out of every reminder until it is resolved.</Typography.Text>
      {error && !data ? (
        <Alert type="error" showIcon title="Unable to load the invoice disputes" description={errorMessage(error)} />
      ) : isLoading || !data ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <>
          {data.open.length > 0 ? (
            <ul aria-label="Open invoice disputes" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
              {data.open.map((dispute) => (
                <OpenDispute key={dispute.id} customerId={customerId} dispute={dispute} />
              ))}
            </ul>
          ) : (
            <Typography.Text>No invoice in dispute.</Typography.Text>
          )}
          {data.disputable.length > 0 ? (
            <Form
              form={form}
              name="invoice-dispute"
              layout="vertical"
              onFinish={(values) => void onFinish(values)}
              aria-label="Mark an invoice disputed"
            >
              <Form.Item name="invoiceId" label="Invoice" rules={[{ required: true, message: 'Pick an invoice' }]}>
                <Select
                  placeholder="Pick an open invoice"
                  options={data.disputable.map((invoice) => ({
                    value: invoice.id,
                    label: `${invoice.number} · due ${formatDate(`${invoice.dueDate}T12:00:00Z`)} · ${formatINR(invoice.unpaid)}`,
                  }))}
                />
              </Form.Item>
              <Form.Item
                name="reason"
                label="Why is it disputed?"
                rules={[
                  { required: true, whitespace: true, message: 'Reason is required' },
                  { max: MAX_INVOICE_DISPUTE_REASON, message: `Reason must be at most ${MAX_INVOICE_DISPUTE_REASON} characters` },
                ]}
              >
                <Input.TextArea rows={2} placeholder="e.g., Goods came back damaged" maxLength={MAX_INVOICE_DISPUTE_REASON} />
              </Form.Item>
              <Guarded capability="collect">
                <Button danger htmlType="submit" loading={opening.isLoading} disabled={opening.isLoading}>
                  Mark invoice disputed
                </Button>
              </Guarded>
            </Form>
          ) : null}
        </>
      )}
    </Flex>
  );
}
