import { useState } from 'react';
import { Alert, Button, Flex, Form, Select, Table, Typography } from 'antd';
import {
  CUSTOMER_IMPORT_FIELDS,
  CUSTOMER_IMPORT_FIELD_LABELS,
  type TCustomerImportField,
  type TCustomerImportMapping,
  type TCustomerImportPreview,
  type TCustomerImportResult,
} from '@duesflow/shared-contracts/customer-import';
import { formatIndianNumber } from '@duesflow/shared-contracts/format';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { useImportCustomersMutation } from '../api';
import { holdFile } from '../heldFiles';

interface Props {
  file: File;
  preview: TCustomerImportPreview;
  onBack: () => void;
  onImported: (result: TCustomerImportResult) => void;
}

/** Step 2: which column of the file fills each field, prefilled from the headers; then the import itself. */
export function MappingStep({ file, preview, onBack, onImported }: Props) {
  const [mapping, setMapping] = useState<Partial<TCustomerImportMapping>>(preview.suggestedMapping);
  const [importCustomers, { isLoading, error }] = useImportCustomersMutation();
  const options = preview.headers.map((header) => ({ value: header, label: header }));
  const used = new Set(Object.values(mapping));

  const setField = (field: TCustomerImportField, header: string | undefined) =>
    setMapping((current) => {
      const next = { ...current };
      if (header) next[field] = header;
      else delete next[field];
      return next;
    });

  const start = async () => {
    if (!mapping.name) return;
    try {
      onImported(await importCustomers({ fileKey: holdFile(file), mapping: mapping as TCustomerImportMapping }).unwrap());
    } catch {
      // Shown below from the mutation's error.
    }
  };

  const columns = preview.headers.map((header, index) => ({
    title: header,
    key: header,
    render: (_: unknown, row: { key: number; cells: string[] }) => row.cells[index],
    ellipsis: true,
  }));

  return (
    <Flex vertical gap="middle">
      <Typography.Text>
        {preview.filename}: {formatIndianNumber(preview.rowCount)} {preview.rowCount === 1 ? 'row' : 'rows'}. Choose the column that holds
        each field.
      </Typography.Text>
      <Form layout="horizontal" labelCol={{ span: 8 }} wrapperCol={{ span: 16 }} style={{ maxWidth: 560 }}>
        {CUSTOMER_IMPORT_FIELDS.map((field) => (
          <Form.Item key={field} label={CUSTOMER_IMPORT_FIELD_LABELS[field]} required={field === 'name'} style={{ marginBottom: 12 }}>
            <Select
              aria-label={CUSTOMER_IMPORT_FIELD_LABELS[field]}
              placeholder="Not imported"
              allowClear={field !== 'name'}
              value={mapping[field]}
              onChange={(header?: string) => setField(field, header)}
              options={options.map((option) => ({ ...option, disabled: used.has(option.value) && mapping[field] !== option.value }))}
            />
          </Form.Item>
        ))}
      </Form>
      <Table
        size="small"
        aria-label="First rows of the file"
        pagination={false}
        scroll={{ x: true }}
        columns={columns}
        dataSource={preview.rows.map((cells, key) => ({ key, cells }))}
      />
      {error ? <Alert type="error" showIcon title="Nothing was imported" description={errorMessage(error)} /> : null}
      <Flex justify="end" gap="small">
        <Button onClick={onBack} disabled={isLoading}>
          Back
        </Button>
        <Button type="primary" onClick={start} loading={isLoading} disabled={!mapping.name}>
          Import {formatIndianNumber(preview.rowCount)} {preview.rowCount === 1 ? 'row' : 'rows'}
        </Button>
      </Flex>
    </Flex>
  );
}
