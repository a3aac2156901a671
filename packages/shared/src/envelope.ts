import { z } from 'zod';

export const ZFieldError = z.object({ field: z.string(), message: z.string() });
export type TFieldError = z.infer<typeof ZFieldError>;

/** docs/product.md#api: every reply is `{ statusCode, message, data }`; validation failures add `errors`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ statusCode: z.number().int(), message: z.string(), data });

export const ZErrorEnvelope = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  data: z.null(),
  errors: z.array(ZFieldError).optional(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

export type TEnvelope<T> = { statusCode: number; message: string; data: T };
