import { z } from 'zod';

/** GET /api/health: the API is up and its database answers. */
export const ZHealth = z.object({ status: z.literal('ok') });
export type THealth = z.infer<typeof ZHealth>;
