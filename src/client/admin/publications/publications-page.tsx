import type { z } from 'zod';
import { type Publication, publicationInputSchema } from '../../../shared/publication';
import { formatDate } from '../../lib/format';
import { CheckboxField, TextArea } from '../../ui/form-controls';
import { Icon, type IconProps } from '../../ui/icon';
import { TextInput } from '../../ui/text-input';
import { DateField } from '../../ui/date-field';
import { defineContentPage } from '../content-page';
import { CrudPage } from '../list/crud-page';
import type { ListColumn } from '../list/data-table';
import type { EntityFormSpec } from '../list/entity-dialog';
import { type CrudCalls, useCrudResource } from '../list/use-crud-resource';
import { usePageTitle } from '../use-page-title';

/** The form's text for each field; empty optional ones are sent as null. */
interface PublicationValues {
  title: string;
  publisher: string;
  publishedAt: string;
  link: string;
  summary: string;
  hidden: boolean;
}

type PublicationWrite = z.output<typeof publicationInputSchema>;

/** Publications are listed newest first. */
const SORT = 'publishedAt:desc';

const muted = (text: string) => <span className="admin-cell-muted">{text}</span>;
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const columns: readonly ListColumn<Publication>[] = [
  {
    key: 'title',
    header: 'Title',
    sortField: 'title',
    cell: (publication) => publication.title,
  },
  {
    key: 'publisher',
    header: 'Publisher',
    sortField: 'publisher',
    cell: (publication) => publication.publisher || muted('N/A'),
  },
  {
    key: 'publishedAt',
    header: 'Published',
    className: 'admin-cell-nowrap',
    sortField: 'publishedAt',
    cell: (publication) =>
      publication.publishedAt ? formatDate(publication.publishedAt) : muted('N/A'),
  },
  {
    key: 'link',
    header: 'Link',
    cell: (publication) =>
      publication.link ? (
        <a
          className="admin-cell-truncate admin-cell-link"
          href={publication.link}
          target="_blank"
          rel="noopener noreferrer"
          title={publication.link}
        >
          {publication.link}
        </a>
      ) : (
        muted('N/A')
      ),
  },
  {
    key: 'hidden',
    header: 'Hidden',
    sortField: 'hidden',
    cell: (publication) => yesNo(publication.hidden),
    toggle: { value: (publication) => publication.hidden, onWord: 'hidden', offWord: 'shown' },
  },
];

const form: EntityFormSpec<Publication, PublicationValues, PublicationWrite> = {
  defaults: () => ({
    title: '',
    publisher: '',
    publishedAt: '',
    link: '',
    summary: '',
    hidden: false,
  }),
  toValues: (publication) => ({
    title: publication.title,
    publisher: publication.publisher ?? '',
    publishedAt: publication.publishedAt ?? '',
    link: publication.link ?? '',
    summary: publication.summary ?? '',
    hidden: publication.hidden,
  }),
  schema: publicationInputSchema,
  size: 'lg',
  renderFields: (form) => (
    <>
      <TextInput label="Title" required autoComplete="off" {...form.field('title')} />
      <div className="admin-form-row">
        <TextInput label="Publisher" autoComplete="off" {...form.field('publisher')} />
        <DateField label="Published At" {...form.field('publishedAt')} />
      </div>
      <TextInput
        label="Link"
        inputMode="url"
        autoComplete="off"
        placeholder="https://… or /api/media/document/…"
        {...form.field('link')}
      />
      <TextArea label="Summary" rows={5} {...form.field('summary')} />
      <CheckboxField
        label="Hidden"
        hint="Hidden publications are not shown on the public site"
        name="hidden"
        checked={form.values.hidden}
        onChange={(event) => form.setValue('hidden', event.target.checked)}
      />
    </>
  ),
};

/** The form's output as each call's input. */
const calls: CrudCalls<'publication', PublicationWrite> = {
  create: (input) => input,
  update: (publication, input) => ({ id: publication.publicationId, ...input }),
  remove: (publication) => ({ id: publication.publicationId }),
};

/** Papers, talks and articles of the owner's, as listed on the CV. */
export function PublicationsPage() {
  usePageTitle('Publications');
  const resource = useCrudResource('publication', calls);
  return (
    <CrudPage
      title="Publications"
      entityLabel="Publication"
      columns={columns}
      getRowId={(publication) => publication.publicationId}
      getRowLabel={(publication) => publication.title}
      resource={resource}
      form={form}
      sort={SORT}
    />
  );
}

/** Publications: an open book. */
function PublicationsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2 4h6a4 4 0 0 1 4 4v12a3 3 0 0 0-3-3H2Z" />
      <path d="M22 4h-6a4 4 0 0 0-4 4v12a3 3 0 0 1 3-3h7Z" />
    </Icon>
  );
}

export const publicationsPage = defineContentPage({
  slug: 'publications',
  label: 'Publications',
  icon: PublicationsIcon,
  entity: 'publication',
  component: PublicationsPage,
});
