import { SENT_MESSAGE_STATUSES } from '@duesflow/shared-contracts/campaigns';
import { sqlList } from './sql-list';

/** `status in ${SENT_STATUSES}`: a message or try that went out (SENT_MESSAGE_STATUSES). */
export const SENT_STATUSES = sqlList(SENT_MESSAGE_STATUSES);
