import { z } from 'zod';
import {
  dateText,
  endAfterStart,
  optionalDateText,
  optionalText,
  optionalUrlText,
  requiredText,
} from './fields';
import { listQuerySchema } from './list';

export const certificationSchema = z
  .object({
    certificationId: z.number().int(),
    name: z.string(),
    issuer: z.string(),
    issuedAt: z.string().meta({ format: 'date' }),
    expiresAt: z.string().meta({ format: 'date' }).nullable(),
    certificationNumber: z.string().nullable(),
    link: z.string().nullable(),
  })
  .meta({ id: 'Certification' });

export const certificationInputSchema = z
  .object({
    name: requiredText('Name', 100),
    issuer: requiredText('Issuer', 100),
    issuedAt: dateText(),
    expiresAt: optionalDateText(),
    certificationNumber: optionalText(50, 'Certification number is too long'),
    link: optionalUrlText('Link', 2048, 'Link is too long'),
  })
  .superRefine(
    endAfterStart(
      'issuedAt',
      'expiresAt',
      'Expiration date cannot be less or equal to issuing date',
    ),
  )
  .meta({ id: 'CertificationInput' });

export const certificationSortFields = [
  'certificationId',
  'name',
  'issuer',
  'issuedAt',
  'expiresAt',
] as const;
export const certificationListQuerySchema = listQuerySchema(certificationSortFields);

export type Certification = z.infer<typeof certificationSchema>;
export type CertificationInput = z.input<typeof certificationInputSchema>;
