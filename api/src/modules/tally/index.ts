export { createTallyClient } from './tally-client';
export type { TallyClient } from './tally-client';
export { setUpTallySchedule } from './tally-schedule';
export { createTallyService } from './tally-service';
export type { TallyService } from './tally-service';
export { runTallySync } from './tally-sync';
