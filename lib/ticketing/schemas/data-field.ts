import { z } from 'zod';
import { idSchema, isoDateTimeSchema, looseEnum, openEnum } from './common.ts';

/** Data field definitions (extra fields) and their stored values (spec 02 §3 and §5). */

export const DATA_FIELD_TYPES = [
  'text',
  'email',
  'tel',
  'country',
  'number',
  'checkbox',
  'select',
  'date',
  'documentUpload',
  'signature',
] as const;
export const dataFieldTypeSchema = looseEnum(DATA_FIELD_TYPES);
export type DataFieldType = z.infer<typeof dataFieldTypeSchema>;

export const DATA_FIELD_SCOPES = ['CUSTOMER', 'TICKET', 'TRANSACTION', 'CHECKOUT'] as const;
export const dataFieldScopeSchema = looseEnum(DATA_FIELD_SCOPES);
export type DataFieldScope = z.infer<typeof dataFieldScopeSchema>;

/** Shows the field only when another field's answer is one of `values` (spec 02 §5, conditional visibility). */
export const dataFieldConditionSchema = z.object({
  field: z.string().min(1),
  values: z.array(z.union([z.string(), z.number(), z.boolean()])),
});
export type DataFieldCondition = z.infer<typeof dataFieldConditionSchema>;

export const dataFieldSettingsSchema = z.object({
  // documentUpload: accepted mime types (pdf, jpeg, png possible).
  allowedMimeTypes: z.array(z.string()).optional(),
  // date: inclusive from/to range of selectable dates (spec 02 §5).
  from: isoDateTimeSchema.optional(),
  to: isoDateTimeSchema.optional(),
  // date used as birthdate: minimum and maximum age in years at the relevancy start (spec 02 §5).
  minimumAge: z.number().int().nonnegative().optional(),
  maximumAge: z.number().int().nonnegative().optional(),
});
export type DataFieldSettings = z.infer<typeof dataFieldSettingsSchema>;

export const dataFieldSchema = z.object({
  _id: idSchema,
  type: dataFieldTypeSchema,
  sellerId: idSchema.optional(),
  slug: z.string().optional(),
  name: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  isPersonalData: z.boolean().optional(),
  scope: dataFieldScopeSchema.optional(),
  // select: the allowed answers.
  options: z.array(z.string()).optional(),
  maxLength: z.number().int().positive().optional(),
  settings: dataFieldSettingsSchema.optional(),
  required: z.boolean().optional(),
  // Extra fields are validated only for these ticket types when set (spec 02 §5).
  ticketTypeIds: z.array(idSchema).optional(),
  // Conditional visibility (spec 02 §5); all conditions must hold.
  conditions: z.array(dataFieldConditionSchema).optional(),
});
export type DataField = z.infer<typeof dataFieldSchema>;

/** A signature answer: an SVG data URL, its format and when it was drawn. */
export const signatureValueSchema = z.object({
  data: z.string().startsWith('data:image/svg', 'expected an SVG data URL'),
  format: openEnum(['image/svg'] as const),
  date: isoDateTimeSchema,
});
export type SignatureValue = z.infer<typeof signatureValueSchema>;

/** A documentUpload answer: the uploaded file's name and the URL the upload service returned. */
export const uploadedDocumentValueSchema = z.object({
  fileName: z.string().min(1),
  url: z.string().min(1),
});
export type UploadedDocumentValue = z.infer<typeof uploadedDocumentValueSchema>;

/**
 * One stored extra-field answer: text, number, checkbox, a list of strings, a signature, an
 * uploaded document, null (an optional field left empty), or any other object kept as is.
 */
export const extraFieldValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string()),
  signatureValueSchema,
  uploadedDocumentValueSchema,
  z.record(z.string(), z.unknown()),
]);
export type ExtraFieldValue = z.infer<typeof extraFieldValueSchema>;

/** Extra-field answers keyed by field slug or id. */
export const extraFieldsSchema = z.record(z.string(), extraFieldValueSchema);
export type ExtraFields = z.infer<typeof extraFieldsSchema>;
