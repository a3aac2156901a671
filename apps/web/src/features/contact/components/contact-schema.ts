import { MESSAGES, ZLeadRequest } from '@curio/shared';
import { z } from 'zod';

/** The lead schema the server checks, plus the agree box, which only the browser asks for (SPEC §5). */
export const ZContactForm = ZLeadRequest.omit({ source: true }).extend({
  agree: z.boolean().refine((isChecked) => isChecked, { error: MESSAGES.validation.agreeRequired }),
});
export type TContactFormInput = z.input<typeof ZContactForm>;

export const EMPTY_CONTACT_FORM: TContactFormInput = { name: '', email: '', comment: '', agree: false };

/** The lead's `source` (the page or service an enquiry came from) fits the server's 100 characters. */
export const SOURCE_MAX = 100;
