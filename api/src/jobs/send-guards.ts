// The send cooldown and a run's skips belong to the send gate (api/src/modules/messaging,
// docs/sending.md): these names stay importable from here.
export { DEFAULT_SEND_COOLDOWN_HOURS, noSkips, SkipTally, skippedFor, type GuardPolicy, type Skip } from '../modules/messaging';
