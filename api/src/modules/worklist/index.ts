// The worklist and call outcomes (docs/worklist.md): other modules use these; the rest is private.
export { scoreOf, WEIGHTS } from './score';
export { recommendChannel } from './channel';
