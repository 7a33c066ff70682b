import { useMemo } from 'react';
import { type Admin, adminCreateSchema, adminUpdateSchema } from '../../../shared/admin';
import { trpc } from '../../lib/trpc';
import { Select } from '../../ui/select';
import { TextInput } from '../../ui/text-input';
import { CrudPage } from '../list/crud-page';
import type { CrudResource } from '../list/crud-resource';
import type { ListColumn } from '../list/data-table';
import type { EntityDialogMode, EntityFormSpec } from '../list/entity-dialog';
import { usePageTitle } from '../use-page-title';

interface AdminValues {
  username: string;
  password: string;
  active: boolean;
}

/**
 * What a save sends. A new admin has a password and is always active; an edit
 * without a password keeps the old one, so it is left out (spec §5/§7).
 */
interface AdminWrite {
  username: string;
  password?: string | undefined;
  active?: boolean;
}

const ACTIVE_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

const columns: readonly ListColumn<Admin>[] = [
  { key: 'username', header: 'Username', cell: (admin) => admin.username },
  { key: 'active', header: 'Active', cell: (admin) => (admin.active ? 'Yes' : 'No') },
];

const form: EntityFormSpec<Admin, AdminValues, AdminWrite> = {
  // Spec §4: a new admin is active.
  defaults: () => ({ username: '', password: '', active: true }),
  // The password is never read back: empty means "keep it".
  toValues: (admin) => ({ username: admin.username, password: '', active: admin.active }),
  schema: (mode: EntityDialogMode) => (mode === 'edit' ? adminUpdateSchema : adminCreateSchema),
  renderFields: (form, mode) => (
    <>
      <TextInput
        label="Username"
        required
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        {...form.field('username')}
      />
      <TextInput
        label="Password"
        type="password"
        required={mode === 'create'}
        autoComplete="new-password"
        hint={
          mode === 'edit' ? 'Leave empty to keep the current password' : 'At least 8 characters'
        }
        {...form.field('password')}
      />
      <Select
        label="Active"
        name="active"
        options={ACTIVE_OPTIONS}
        value={String(form.values.active)}
        onChange={(event) => form.setValue('active', event.target.value === 'true')}
        // Spec §4: the status can only change once the admin exists.
        disabled={mode === 'create'}
        hint={mode === 'create' ? 'A new admin is always active' : undefined}
        error={form.errors.active}
      />
    </>
  ),
};

function useAdminResource(): CrudResource<Admin, AdminWrite> {
  const utils = trpc.useUtils();
  return useMemo(
    () => ({
      list: (params) => utils.admin.list.queryOptions(params),
      create: ({ username, password = '' }) =>
        utils.client.admin.create.mutate({ username, password }),
      update: (admin, { username, password, active }) =>
        utils.client.admin.update.mutate({
          id: admin.adminId,
          username,
          ...(password ? { password } : {}),
          active: active ?? admin.active,
        }),
      remove: (admin) => utils.client.admin.delete.mutate({ id: admin.adminId }),
      invalidate: () => utils.admin.invalidate(),
    }),
    [utils],
  );
}

export function AdminsPage() {
  usePageTitle('Admins');
  const resource = useAdminResource();
  return (
    <CrudPage
      title="Admins"
      entityLabel="Admin"
      columns={columns}
      getRowId={(admin) => admin.adminId}
      getRowLabel={(admin) => admin.username}
      resource={resource}
      form={form}
    />
  );
}
