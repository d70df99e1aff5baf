export { createWorkflowEngine } from './workflow-engine';
export type { EngineOptions } from './workflow-engine';
