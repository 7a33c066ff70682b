import { useCallback, useState } from 'react';
import { type Admin, adminCreateSchema, adminUpdateSchema } from '../../../shared/admin';
import { errorNotice } from '../../lib/api-error-notice';
import { trpc } from '../../lib/trpc';
import { IconButton } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { AdminsIcon, ShieldOffIcon } from '../../ui/icons';
import { Select } from '../../ui/select';
import { TextInput } from '../../ui/text-input';
import { useToast } from '../../ui/toast';
import { defineContentPage } from '../content-page';
import { CrudPage } from '../list/crud-page';
import type { ListColumn } from '../list/data-table';
import { type CrudCalls, useCrudResource } from '../list/use-crud-resource';
import type { EntityDialogMode, EntityFormSpec } from '../list/entity-dialog';
import { useBusyIds } from '../list/use-busy-ids';
import { useIdentity } from '../shell/session';
import { usePageTitle } from '../use-page-title';

interface AdminValues {
  username: string;
  password: string;
  active: boolean;
}

/**
 * What a save sends. A new admin has a password and is always active; an edit
 * without a password keeps the old one, so it is left out.
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
  // A new admin is active.
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
        // The status can only change once the admin exists.
        disabled={mode === 'create'}
        hint={mode === 'create' ? 'A new admin is always active' : undefined}
        error={form.errors.active}
      />
    </>
  ),
};

/** The form's output as each call's input. */
const calls: CrudCalls<'admin', AdminWrite> = {
  create: ({ username, password = '' }) => ({ username, password }),
  update: (admin, { username, password, active }) => ({
    id: admin.adminId,
    username,
    ...(password ? { password } : {}),
    active: active ?? admin.active,
  }),
  remove: (admin) => ({ id: admin.adminId }),
};

/**
 * Another admin who lost their phone cannot sign in: any admin may turn
 * their two-factor sign-in off (they set it up again). The list does not
 * say who has it on, so every other admin's row offers it; one's own
 * two-factor is turned off on the Security page, with password and code.
 */
function useClearTwoFactor() {
  const clearTwoFactor = trpc.admin.clearTwoFactor.useMutation();
  const toast = useToast();
  const identity = useIdentity();
  const [pending, setPending] = useState<Admin | null>(null);
  const [clearing, whileClearing] = useBusyIds<number>();
  const selfId = identity.data?.adminId;

  const confirm = async () => {
    const admin = pending;
    setPending(null);
    if (!admin) return;
    await whileClearing(admin.adminId, async () => {
      try {
        await clearTwoFactor.mutateAsync({ id: admin.adminId });
        toast.success(`Two-factor sign-in cleared for ${admin.username}`);
      } catch (error) {
        const notice = errorNotice(error, 'Admin');
        if (notice) toast.error(notice);
      }
    });
  };

  const renderRowActions = useCallback(
    (admin: Admin) =>
      admin.adminId === selfId ? null : (
        <IconButton
          label={`Clear two-factor for ${admin.username}`}
          icon={<ShieldOffIcon />}
          size="sm"
          busy={clearing.has(admin.adminId)}
          onClick={() => setPending(admin)}
        />
      ),
    [selfId, clearing],
  );

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onConfirm={() => void confirm()}
      onCancel={() => setPending(null)}
    >
      <p className="admin-confirm-detail">
        Two-factor sign-in is turned off for <strong>{pending?.username}</strong>: they sign in with
        the password alone until they set it up again.
      </p>
    </ConfirmDialog>
  );

  return { renderRowActions, dialog };
}

export function AdminsPage() {
  usePageTitle('Admins');
  const resource = useCrudResource('admin', calls);
  const clearTwoFactor = useClearTwoFactor();
  return (
    <>
      <CrudPage
        title="Admins"
        entityLabel="Admin"
        columns={columns}
        getRowId={(admin) => admin.adminId}
        getRowLabel={(admin) => admin.username}
        resource={resource}
        form={form}
        renderRowActions={clearTwoFactor.renderRowActions}
      />
      {clearTwoFactor.dialog}
    </>
  );
}

export const adminsPage = defineContentPage({
  slug: 'admins',
  label: 'Admins',
  icon: AdminsIcon,
  entity: 'admin',
  component: AdminsPage,
});
