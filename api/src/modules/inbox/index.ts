// Customers' replies (docs/inbox.md): the channel webhooks hand them here to be stored, matched, read and applied.
export { receiveReplies } from './receive/receive-replies';
export { readIntent, type ReadIntent } from './intent/read-intent';
export { inboxReply } from './reply/inbox-reply';
