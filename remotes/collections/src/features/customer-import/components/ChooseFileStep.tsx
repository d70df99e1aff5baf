import { Alert, Flex, Typography, Upload, type UploadProps } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { CUSTOMER_IMPORT_ACCEPT, type TCustomerImportPreview } from '@duesflow/shared-contracts/customer-import';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { usePreviewCustomerImportMutation } from '../api';
import { holdFile } from '../heldFiles';

/** Step 1: the file, read by the API for its headers and first rows (nothing is written yet). */
export function ChooseFileStep({ onPreviewed }: { onPreviewed: (file: File, preview: TCustomerImportPreview) => void }) {
  const [previewImport, { isLoading, error, reset }] = usePreviewCustomerImportMutation();

  const upload: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    const picked = file as File;
    reset();
    try {
      const preview = await previewImport({ fileKey: holdFile(picked) }).unwrap();
      onSuccess?.(preview);
      onPreviewed(picked, preview);
    } catch (failure) {
      onError?.(new Error(errorMessage(failure)));
    }
  };

  return (
    <Flex vertical gap="middle">
      <Upload.Dragger
        name="file"
        accept={CUSTOMER_IMPORT_ACCEPT}
        multiple={false}
        showUploadList={false}
        customRequest={upload}
        disabled={isLoading}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{isLoading ? 'Reading the file…' : 'Click or drag a CSV or Excel (.xlsx) file here'}</p>
        <p className="ant-upload-hint">
          One customer per row, the column names in the first row: name, mobile number, and optionally email, outstanding amount, due date
          and invoice number.
        </p>
      </Upload.Dragger>
      {error ? <Alert type="error" showIcon title="The file cannot be imported" description={errorMessage(error)} /> : null}
      <Typography.Text type="secondary">
        Up to 10 MB. Customers with the same mobile number (or name) are updated, not added twice.
      </Typography.Text>
    </Flex>
  );
}
