import { z } from 'zod';
import {
  dateText,
  endAfterStart,
  isCalendarDate,
  optionalDateText,
  optionalText,
  optionalUrlText,
  requiredText,
} from './fields';
import { contentListQuerySchema } from './list';
import { timestampFields } from './timestamps';

type DateRule = (value: Record<string, unknown>, ctx: z.RefinementCtx) => void;

/**
 * Runs a date-order rule only when both dates are real ones. `endAfterStart`
 * compares text, so a malformed date ('yesterday') would add a second, wrong
 * message beside its own 'Invalid Date'.
 */
export function validDatesOnly(start: string, end: string, rule: DateRule): DateRule {
  return (value, ctx) => {
    const from = value[start];
    const to = value[end];
    if (typeof from !== 'string' || !isCalendarDate(from)) return;
    if (typeof to === 'string' && to !== '' && !isCalendarDate(to)) return;
    rule(value, ctx);
  };
}

export const certificationSchema = z
  .object({
    certificationId: z.number().int(),
    name: z.string(),
    issuer: z.string(),
    issuedAt: z.string().meta({ format: 'date' }),
    expiresAt: z.string().meta({ format: 'date' }).nullable(),
    certificationNumber: z.string().nullable(),
    link: z.string().nullable(),
    ...timestampFields,
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
    validDatesOnly(
      'issuedAt',
      'expiresAt',
      endAfterStart(
        'issuedAt',
        'expiresAt',
        'Expiration date cannot be less or equal to issuing date',
      ),
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
export const certificationListQuerySchema = contentListQuerySchema(certificationSortFields);

export type Certification = z.infer<typeof certificationSchema>;
export type CertificationInput = z.input<typeof certificationInputSchema>;
