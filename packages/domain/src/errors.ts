import { ErrorCode, type FrameworkErrorCode } from './error-codes';
import { z } from './zod';

const frameworkCode = z.templateLiteral(['FST_ERR_', z.string()]) satisfies z.ZodType<FrameworkErrorCode>;

/**
 * Every refusal of the API: a code of the vocabulary (error-codes.ts), a French message for the
 * person, the fields a form should mark, and facts the client needs (when a lock ends).
 */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.union([z.enum(ErrorCode), frameworkCode]),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    details: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.output<typeof errorBodySchema>;
