// The hours are the send gate's (api/src/modules/messaging): kept here so older imports keep working.
export * from '../modules/messaging/hours';
