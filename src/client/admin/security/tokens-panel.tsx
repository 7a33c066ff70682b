import { isCalendarDate } from '../../../shared/fields';
import { useState } from 'react';
import { type CreatedToken, type Token, tokenCreateSchema } from '../../../shared/access';
import { MAX_PAGE_SIZE } from '../../../shared/list';
import { fieldErrorsOf } from '../../lib/api-error-notice';
import { formatDate, formatDateTime } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { Button, IconButton } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Dialog } from '../../ui/dialog';
import { PlusIcon, TrashIcon } from '../../ui/icons';
import { Select } from '../../ui/select';
import { LoadingIndicator } from '../../ui/spinner';
import { DateField } from '../../ui/date-field';
import { TextInput } from '../../ui/text-input';
import { useToast } from '../../ui/toast';
import { type FieldErrors, useForm } from '../../ui/use-form';
import { isFormDirty } from '../../ui/form-dirty';
import { DataTable, type ListColumn } from '../list/data-table';
import { FormDialog } from '../list/form-dialog';
import { useBusyIds } from '../list/use-busy-ids';
import { CopyButton } from './copy-button';
import { LoadProblem, problemText, SecurityPanel } from './security-panel';

/** All of one's tokens on one page: a person makes a few, one per script. */
const QUERY = { page: 1, limit: MAX_PAGE_SIZE, sort: 'createdAt:desc' } as const;

const SCOPE_LABELS = { read: 'Read only', write: 'Read and write' } as const;
const SCOPE_OPTIONS = [
  { value: 'read', label: SCOPE_LABELS.read },
  { value: 'write', label: SCOPE_LABELS.write },
];

const isPast = (iso: string) => Date.parse(iso) <= Date.now();

function expiresText(expiresAt: string | null): string {
  if (!expiresAt) return 'Never';
  return isPast(expiresAt) ? `${formatDate(expiresAt)} (expired)` : formatDate(expiresAt);
}

const columns: readonly ListColumn<Token>[] = [
  { key: 'name', header: 'Name', cell: (token) => token.name },
  { key: 'scope', header: 'Scope', cell: (token) => SCOPE_LABELS[token.scope] },
  {
    key: 'createdAt',
    header: 'Created',
    className: 'security-time-cell',
    cell: (token) => <time dateTime={token.createdAt}>{formatDate(token.createdAt)}</time>,
  },
  {
    key: 'expiresAt',
    header: 'Expires',
    className: 'security-time-cell',
    cell: (token) => expiresText(token.expiresAt),
  },
  {
    key: 'lastUsedAt',
    header: 'Last used',
    className: 'security-time-cell',
    cell: (token) =>
      token.lastUsedAt ? (
        <time dateTime={token.lastUsedAt}>{formatDateTime(token.lastUsedAt)}</time>
      ) : (
        'Never'
      ),
  },
];

/** API tokens for scripts: listed without their secrets, made with the secret shown once, revoked. */
export function TokensPanel() {
  const utils = trpc.useUtils();
  const toast = useToast();
  const tokens = trpc.token.list.useQuery(QUERY, { staleTime: 0 });
  const revoke = trpc.token.revoke.useMutation();
  const [creating, setCreating] = useState(false);
  const [pendingRevoke, setPendingRevoke] = useState<Token | null>(null);
  const [revoking, whileRevoking] = useBusyIds<number>();

  const confirmRevoke = async () => {
    const token = pendingRevoke;
    setPendingRevoke(null);
    if (!token) return;
    await whileRevoking(token.tokenId, async () => {
      try {
        await revoke.mutateAsync({ id: token.tokenId });
        toast.success('Token revoked');
      } catch (error) {
        const text = problemText(error);
        if (text) toast.error(text);
      }
      await utils.token.list.invalidate();
    });
  };

  const allColumns: readonly ListColumn<Token>[] = [
    ...columns,
    {
      key: 'actions',
      header: 'Actions',
      className: 'admin-table-actions',
      cell: (token) => (
        <IconButton
          label={`Revoke ${token.name}`}
          icon={<TrashIcon />}
          tone="danger"
          size="sm"
          busy={revoking.has(token.tokenId)}
          onClick={() => setPendingRevoke(token)}
        />
      ),
    },
  ];

  const rows = tokens.data?.items ?? [];
  let placeholder = null;
  if (tokens.isPending) placeholder = <LoadingIndicator label="Loading API tokens…" />;
  else if (tokens.isError && !tokens.data) {
    placeholder = <LoadProblem error={tokens.error} onRetry={() => void tokens.refetch()} />;
  } else if (rows.length === 0) {
    placeholder = <p className="admin-table-message">No API tokens yet</p>;
  }

  return (
    <SecurityPanel
      title="API tokens"
      description={
        <>
          For scripts and other programs: each request sends{' '}
          <code>Authorization: Bearer &lt;token&gt;</code> and acts as you.
        </>
      }
      actions={
        <Button icon={<PlusIcon />} onClick={() => setCreating(true)}>
          Create token
        </Button>
      }
    >
      <DataTable
        caption="API tokens"
        columns={allColumns}
        rows={rows}
        getRowId={(token) => token.tokenId}
        placeholder={placeholder}
        busy={tokens.isFetching && !tokens.isPending}
      />
      {creating ? (
        <CreateTokenDialog
          onCreated={() => void utils.token.list.invalidate()}
          onClose={() => setCreating(false)}
        />
      ) : null}
      <ConfirmDialog
        open={pendingRevoke !== null}
        question={pendingRevoke ? `Revoke the token “${pendingRevoke.name}”?` : undefined}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setPendingRevoke(null)}
      >
        <p className="admin-confirm-detail">
          Scripts using <strong>{pendingRevoke?.name}</strong> are refused from then on.
        </p>
      </ConfirmDialog>
    </SecurityPanel>
  );
}

interface TokenValues {
  name: string;
  scope: 'read' | 'write';
  /** The last day it works, `yyyy-mm-dd`; empty for no expiry. */
  expiresOn: string;
}

/** The end of the chosen local day: a token "expiring 31.12." still works all that day. */
function expiresAtOf(expiresOn: string): string | null {
  if (!expiresOn) return null;
  const [year, month, day] = expiresOn.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, day ?? 1, 23, 59, 59, 999).toISOString();
}

function validateToken(values: TokenValues): FieldErrors<TokenValues> {
  const errors: FieldErrors<TokenValues> = {};
  const name = tokenCreateSchema.shape.name.safeParse(values.name);
  if (!name.success) errors.name = name.error.issues[0]?.message;
  if (values.expiresOn) {
    const at = isCalendarDate(values.expiresOn) ? expiresAtOf(values.expiresOn) : null;
    if (!at || Number.isNaN(Date.parse(at))) errors.expiresOn = 'Invalid Date';
    else if (isPast(at)) errors.expiresOn = 'Expiry must be in the future';
  }
  return errors;
}

function CreateTokenDialog({ onCreated, onClose }: { onCreated: () => void; onClose: () => void }) {
  const toast = useToast();
  const create = trpc.token.create.useMutation();
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const form = useForm<TokenValues>({
    initialValues: { name: '', scope: 'read', expiresOn: '' },
    validate: validateToken,
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const token = await create.mutateAsync({
        name: values.name.trim(),
        scope: values.scope,
        expiresAt: expiresAtOf(values.expiresOn),
      });
      setCreated(token);
      onCreated();
    } catch (error) {
      const text = problemText(error);
      if (text) toast.error(text);
      const { expiresAt, ...fields } = fieldErrorsOf(error);
      form.setErrors({ ...fields, ...(expiresAt ? { expiresOn: expiresAt } : {}) });
    }
  });

  if (created) {
    return (
      <Dialog
        open
        title="Token created"
        onClose={onClose}
        footer={<Button onClick={onClose}>Done</Button>}
      >
        <p className="security-warning" role="note">
          <strong>Copy the token now: it will not be shown again.</strong> The server keeps only a
          fingerprint of it.
        </p>
        <div className="security-token">
          <code className="security-token-value" aria-label={`Token ${created.name}`}>
            {created.token}
          </code>
          <CopyButton
            text={created.token}
            copiedMessage="Token copied to clipboard"
            failedMessage="Could not copy the token"
          >
            Copy token
          </CopyButton>
        </div>
        <p className="security-step-text">
          {created.name} · {SCOPE_LABELS[created.scope]} ·{' '}
          {created.expiresAt ? `expires ${formatDate(created.expiresAt)}` : 'never expires'}
        </p>
      </Dialog>
    );
  }

  return (
    <FormDialog
      title="Create API token"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Create"
      submitting={form.isSubmitting}
      dirty={isFormDirty(form)}
    >
      <TextInput
        label="Name"
        hint="What uses it, e.g. 'Backup script'"
        autoComplete="off"
        required
        {...form.field('name')}
      />
      <div className="admin-form-row">
        <Select
          label="Scope"
          options={SCOPE_OPTIONS}
          hint="Read only cannot change anything"
          {...form.field('scope')}
        />
        <DateField
          label="Expires"
          hint="Leave empty for a token that never expires"
          {...form.field('expiresOn')}
        />
      </div>
    </FormDialog>
  );
}
