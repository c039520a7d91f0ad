import { z } from 'zod';
import { DATA_FIELD_SCOPES } from '../ticketing/schemas/data-field.ts';
import { idInput, textInput } from './shared.inputs.ts';

export const personalizeInput = z.object({
  firstname: textInput(200).nullish(),
  lastname: textInput(200).nullish(),
  extraFields: z.record(z.string().max(100), z.unknown(), { error: 'invalid' }).optional(),
});

export const dataFieldsInput = z.object({
  eventId: idInput,
  ticketTypeId: idInput.optional(),
  scope: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(DATA_FIELD_SCOPES, { error: 'invalid' }))
    .optional(),
  locale: z.string().max(20).optional(),
});
