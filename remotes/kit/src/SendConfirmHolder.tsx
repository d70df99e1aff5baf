import { useEffect } from 'react';
import { Modal } from 'antd';

/** What `Modal.useModal()` opens dialogs with. */
export type TConfirmModal = ReturnType<typeof Modal.useModal>[0];

/**
 * antd's `Modal.useModal()` holder for the send gate's confirmation (`useConfirmedSend` in sendGate.tsx),
 * fetched with the first confirmation a screen asks for: antd's Modal stays off a page until someone
 * confirms a send (the Dashboard's quick actions, docs/performance.md). Renders the holder, so the dialog
 * takes the page's theme as before, and hands its `modal` to the screen.
 */
export default function SendConfirmHolder({ onReady }: { onReady: (modal: TConfirmModal) => void }) {
  const [modal, holder] = Modal.useModal();
  useEffect(() => onReady(modal), [modal, onReady]);
  return holder;
}
