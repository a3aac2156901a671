import { MESSAGES, type TEnvelope } from '@curio/shared';

export const ok = <T>(data: T, message: string = MESSAGES.api.ok, statusCode = 200): TEnvelope<T> => ({
  statusCode,
  message,
  data,
});
