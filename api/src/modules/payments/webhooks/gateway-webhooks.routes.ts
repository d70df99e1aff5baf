import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZUuid } from '@duesflow/shared-contracts/common';
import { ZWebhookAck } from '@duesflow/shared-contracts/gateways';
import { access } from '../../../core/auth/access';
import { BAD_REQUEST, errorResponse, jsonContent } from '../../../core/lib/openapi';

export const receive = createRoute({
  ...access('public', 'gateway-webhook.receive'),
  method: 'post',
  path: '/api/gateway-webhooks/{gatewayId}',
  tags: ['Payment gateways'],
  summary:
    "A gateway's webhook (Razorpay payment_link.*, Cashfree PAYMENT_LINK_EVENT). The raw body is verified against the " +
    "gateway's webhook secret (X-Razorpay-Signature: hex HMAC-SHA256 of the body; Cashfree x-webhook-signature: base64 " +
    'HMAC-SHA256 of x-webhook-timestamp + body) before anything is read; a paid event marks the link paid once, a replayed event id is ignored',
  request: { params: z.object({ gatewayId: ZUuid }) },
  responses: {
    200: jsonContent(ZWebhookAck, 'Accepted (or a duplicate, ignored)'),
    ...BAD_REQUEST,
    401: errorResponse(
      'The webhook cannot be verified (a malformed or unknown gateway id, a gateway that takes no webhooks or has no webhook secret, a missing or wrong signature): nothing is recorded',
    ),
  },
});
