import { z } from 'zod';

/**
 * A phone number as staff type it: an optional leading +, digits, spaces and dashes, 8 to 15 digits in
 * all (E.164 allows at most 15). Indian numbers are usually written +91 98xxx xxxxx.
 */
export const ZPhone = z
  .string()
  .trim()
  .max(32, 'A phone number has at most 32 characters')
  .regex(/^\+?[0-9][0-9 -]*[0-9]$/, 'Expected a phone number such as +91 98765 43210')
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 8 && digits <= 15;
  }, 'A phone number has 8 to 15 digits');
