import { Card, Flex, Typography, Upload, type UploadProps } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useImportTallyFileMutation } from '../api';
import { holdPickedFile } from '../pickedFiles';
import { importToast } from '../importText';
import { ImportResult } from './ImportResult';
import { useToast } from '@duesflow/remote-kit/toast';
import { DeniedControl, useCan } from '@duesflow/remote-kit/session';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';

/**
 * Imports a Tally JSON export (parties, sales invoices, receipts). A clean import is confirmed by the
 * shell's 'File processed' toast (realtime file_processed) and the result below; only a partial or
 * failed import gets a toast of its own, since one toast shows at a time.
 */
export function ImportTallyFileCard() {
  const [importFile, { data: result, isLoading }] = useImportTallyFileMutation();
  const toast = useToast();
  const { allowed, reason } = useCan('collect');

  const upload: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    const picked = file as File;
    try {
      const imported = await importFile({ fileKey: holdPickedFile(picked), filename: picked.name }).unwrap();
      const notice = importToast(imported);
      if (notice) toast[notice.kind](notice.title, notice.text);
      onSuccess?.(imported);
    } catch (error) {
      toast.error('Import failed', errorMessage(error));
      onError?.(new Error(errorMessage(error)));
    }
  };

  return (
    <Card title="Import Tally JSON file" style={{ height: '100%' }}>
      <Flex vertical gap="middle">
        <DeniedControl reason={reason} block>
          <Upload.Dragger
            name="file"
            accept=".json,application/json"
            multiple={false}
            showUploadList={false}
            customRequest={upload}
            disabled={isLoading || !allowed}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined aria-hidden />
            </p>
            <p className="ant-upload-text">{isLoading ? 'Importing…' : 'Click or drag a Tally JSON export here'}</p>
            <p className="ant-upload-hint">
              Parties, sales invoices and receipts exported from Tally. Importing the same file again updates the same records.
            </p>
          </Upload.Dragger>
        </DeniedControl>
        {result ? <ImportResult result={result} /> : null}
        <Typography.Text type="secondary">Imported customers show a Tally badge on the Customers screen.</Typography.Text>
      </Flex>
    </Card>
  );
}
