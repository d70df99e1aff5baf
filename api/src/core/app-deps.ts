import type { TSessionUser } from '@duesflow/shared-contracts/auth';
import type { AuditRecorder } from './audit/audit-recorder';
import type { Sessions } from './auth/sessions';
import type { Database } from './db/database';
import type { PaymentGateways } from '../modules/payments';
import type { WorkflowEngine } from './jobs/runs';
import type { Clock } from './lib/clock';
import type { Logger } from './lib/logger';
import type { ReadModel } from '../modules/collections';
import type { RealtimeBus } from './realtime/realtime-bus';
import type { SecretBox } from './secrets/secret-box';
import type { BusinessData } from '../modules/data-stores';
import type { CustomerStore } from '../modules/data-stores';
import type { TallyService } from '../modules/tally';

/** What request handlers may use; handlers reach it through `c.var.deps`. */
export interface AppDeps {
  db: Database;
  /** Cached figures (dashboard, customer list, follow-up tabs), invalidated on write. */
  reads: ReadModel;
  engine: WorkflowEngine;
  bus: RealtimeBus;
  /** The customer store in use (businessData.store): the app's database or an external one. */
  customerStore: CustomerStore;
  /** Which customer store is in use, and switching it. */
  businessData: BusinessData;
  /** Encrypts stored credentials (provider configs, data store configs). */
  secrets: SecretBox;
  /** The payment gateways: routing of every link, adapters, probes (docs/payments.md). */
  gateways: PaymentGateways;
  clock: Clock;
  logger: Logger;
  /** PUBLIC_URL when configured. */
  publicUrl?: string;
  /** Staff sessions: opened at sign-in, resolved from the cookie on every request. */
  sessions: Sessions;
  /** The audit trail of state-changing requests. */
  audit: AuditRecorder;
  /** The Tally server client (none without TALLY_URL) and the sync schedule. */
  tally: TallyService;
  checkHealth(): Promise<void>;
}

export interface AppBindings {
  Variables: {
    deps: AppDeps;
    /** The signed-in member of staff (set by the session middleware; absent on public routes). */
    user?: TSessionUser;
    /** The hash of the current session's token (for sign-out). */
    sessionTokenHash?: string;
    /** A handler's short note for the audit entry of this request (never a secret or a body). */
    auditDetail?: string;
    /** A handler's target for the audit entry when the path names none. */
    auditTarget?: string;
    /** Set by a handler whose body is final (already encoded for the client): compression leaves it alone. */
    finalBody?: true;
  };
}
