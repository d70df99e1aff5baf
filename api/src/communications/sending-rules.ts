// India's sending rules are the send gate's (api/src/modules/messaging, docs/sending.md): these names stay
// importable from here for the code that reads a message's send options.
export {
  FREE_TEXT_DLT_TEMPLATE_ID,
  FREE_TEXT_WHATSAPP_TEMPLATE,
  isRefusal,
  sendOptionsOf,
  writeRefusals,
  type SendOptionsRow,
} from '../modules/messaging';
