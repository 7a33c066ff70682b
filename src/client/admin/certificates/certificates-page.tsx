import type { z } from 'zod';
import {
  type Certification,
  certificationInputSchema,
  validDatesOnly,
} from '../../../shared/certification';
import { endAfterStart } from '../../../shared/fields';
import { formatDate, today } from '../../lib/format';
import { TextInput } from '../../ui/text-input';
import { DateField } from '../../ui/date-field';
import { CertificatesIcon } from '../../ui/icons';
import { defineContentPage } from '../content-page';
import { CrudPage } from '../list/crud-page';
import type { ListColumn } from '../list/data-table';
import { type CrudCalls, useCrudResource } from '../list/use-crud-resource';
import type { EntityFormSpec } from '../list/entity-dialog';
import { usePageTitle } from '../use-page-title';
import { withCrossFieldRule } from '../variables/form-schemas';

/** What the form holds: every field as the text of its input; empty optional ones are sent as null. */
interface CertificationValues {
  name: string;
  issuer: string;
  issuedAt: string;
  expiresAt: string;
  certificationNumber: string;
  link: string;
}

type CertificationWrite = z.output<typeof certificationInputSchema>;

/** The shared rules; the expiry-after-issue one also shows while other fields are still empty. */
const formSchema = withCrossFieldRule(
  certificationInputSchema,
  validDatesOnly(
    'issuedAt',
    'expiresAt',
    endAfterStart(
      'issuedAt',
      'expiresAt',
      'Expiration date cannot be less or equal to issuing date',
    ),
  ),
);

const muted = (text: string) => <span className="admin-cell-muted">{text}</span>;

const columns: readonly ListColumn<Certification>[] = [
  { key: 'name', header: 'Name', sortField: 'name', cell: (certification) => certification.name },
  {
    key: 'issuer',
    header: 'Issuer',
    sortField: 'issuer',
    cell: (certification) => certification.issuer,
  },
  {
    key: 'issuedAt',
    header: 'Issued At',
    sortField: 'issuedAt',
    className: 'admin-cell-nowrap',
    cell: (certification) => formatDate(certification.issuedAt),
  },
  {
    key: 'expiresAt',
    header: 'Expires At',
    sortField: 'expiresAt',
    className: 'admin-cell-nowrap',
    cell: (certification) =>
      certification.expiresAt ? formatDate(certification.expiresAt) : muted('Never'),
  },
  {
    key: 'certificationNumber',
    header: 'Cert. No.',
    cell: (certification) => certification.certificationNumber || muted('N/A'),
  },
  {
    key: 'link',
    header: 'Link',
    cell: (certification) =>
      certification.link ? (
        <a
          className="admin-cell-truncate admin-cell-link"
          href={certification.link}
          target="_blank"
          rel="noopener noreferrer"
          title={certification.link}
        >
          {certification.link}
        </a>
      ) : (
        muted('N/A')
      ),
  },
];

const form: EntityFormSpec<Certification, CertificationValues, CertificationWrite> = {
  // A new certification was issued today unless changed.
  defaults: () => ({
    name: '',
    issuer: '',
    issuedAt: today(),
    expiresAt: '',
    certificationNumber: '',
    link: '',
  }),
  toValues: (certification) => ({
    name: certification.name,
    issuer: certification.issuer,
    issuedAt: certification.issuedAt,
    expiresAt: certification.expiresAt ?? '',
    certificationNumber: certification.certificationNumber ?? '',
    link: certification.link ?? '',
  }),
  schema: formSchema,
  renderFields: (form) => (
    <>
      <TextInput label="Name" required autoComplete="off" {...form.field('name')} />
      <TextInput label="Issuer" required autoComplete="off" {...form.field('issuer')} />
      <div className="admin-form-row">
        <DateField label="Issued At" required {...form.field('issuedAt')} />
        <DateField
          label="Expires At"
          hint="Leave empty if it never expires"
          {...form.field('expiresAt')}
        />
      </div>
      <TextInput
        label="Certification Number"
        autoComplete="off"
        {...form.field('certificationNumber')}
      />
      <TextInput
        label="Link"
        type="url"
        autoComplete="off"
        placeholder="https://…"
        {...form.field('link')}
      />
    </>
  ),
};

/** The form's output as each call's input. */
const calls: CrudCalls<'certification', CertificationWrite> = {
  create: (input) => input,
  update: (certification, input) => ({ id: certification.certificationId, ...input }),
  remove: (certification) => ({ id: certification.certificationId }),
};

export function CertificatesPage() {
  usePageTitle('Certifications');
  const resource = useCrudResource('certification', calls);
  return (
    <CrudPage
      title="Certifications"
      entityLabel="Certification"
      columns={columns}
      getRowId={(certification) => certification.certificationId}
      getRowLabel={(certification) => certification.name}
      resource={resource}
      form={form}
    />
  );
}

export const certificatesPage = defineContentPage({
  slug: 'certificates',
  label: 'Certificates',
  icon: CertificatesIcon,
  entity: 'certification',
  component: CertificatesPage,
});
