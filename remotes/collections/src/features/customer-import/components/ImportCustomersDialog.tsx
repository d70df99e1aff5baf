import { useState } from 'react';
import { Button, Modal, Steps } from 'antd';
import type { TCustomerImportPreview, TCustomerImportResult } from '@duesflow/shared-contracts/customer-import';
import { ChooseFileStep } from './ChooseFileStep';
import { MappingStep } from './MappingStep';
import { ImportReport } from './ImportReport';

type TStep =
  { step: 'file' } | { step: 'mapping'; file: File; preview: TCustomerImportPreview } | { step: 'report'; result: TCustomerImportResult };

const STEP_INDEX = { file: 0, mapping: 1, report: 2 } as const;

/** Choose a file → map its columns (prefilled from its headers) → import → the report of what was refused. */
export function ImportCustomersDialog({ onClose }: { onClose: () => void }) {
  const [state, setState] = useState<TStep>({ step: 'file' });
  const chooseAnother = () => setState({ step: 'file' });

  return (
    <Modal
      open
      title="Import customers"
      width={760}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        state.step === 'report' ? (
          <>
            <Button onClick={chooseAnother}>Import another file</Button>
            <Button type="primary" onClick={onClose}>
              Done
            </Button>
          </>
        ) : null
      }
    >
      <Steps
        size="small"
        current={STEP_INDEX[state.step]}
        items={[{ title: 'Choose file' }, { title: 'Map columns' }, { title: 'Report' }]}
        style={{ marginBottom: 24 }}
      />
      {state.step === 'file' ? <ChooseFileStep onPreviewed={(file, preview) => setState({ step: 'mapping', file, preview })} /> : null}
      {state.step === 'mapping' ? (
        <MappingStep
          file={state.file}
          preview={state.preview}
          onBack={chooseAnother}
          onImported={(result: TCustomerImportResult) => setState({ step: 'report', result })}
        />
      ) : null}
      {state.step === 'report' ? <ImportReport result={state.result} /> : null}
    </Modal>
  );
}
