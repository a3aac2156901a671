import { MESSAGES, ZLeadRequest } from '@curio/shared';
import { z } from 'zod';

/**
 * The lead schema the server checks, plus the agree box, which only the browser asks for
 * (docs/product.md#rules).
 */
export const ZContactForm = ZLeadRequest.extend({
  agree: z.boolean().refine((isChecked) => isChecked, { error: MESSAGES.validation.agreeRequired }),
});
export type TContactFormInput = z.input<typeof ZContactForm>;

/** An empty form about `service` ('' for a general enquiry). */
export const emptyContactForm = (service: string): TContactFormInput => ({
  name: '',
  email: '',
  comment: '',
  source: service,
  agree: false,
});
