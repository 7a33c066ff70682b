import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { z } from 'zod';
import { type Media, mediaEditFieldsSchema, mediaUploadFieldsSchema } from '../../../shared/media';
import { uploadTooLargeMessage } from '../../../shared/upload-limit';
import { toApiError } from '../../lib/api-error';
import { fieldErrorsOf } from '../../lib/api-error-notice';
import { trpc } from '../../lib/trpc';
import { Field } from '../../ui/field';
import { TextInput } from '../../ui/text-input';
import { useToast } from '../../ui/toast';
import { type FieldErrors, useForm, zodValidator } from '../../ui/use-form';
import { isFormDirty } from '../../ui/form-dirty';
import type { EntityDialogState } from '../list/entity-dialog';
import { FormDialog } from '../list/form-dialog';
import { sessionLost } from '../shell/session';
import {
  createMedia,
  isAbortError,
  mediaErrorNotice,
  type UploadOptions,
  updateMedia,
} from './upload-media';
import { uploadLimitBytes } from './upload-limit';

const ENTITY_LABEL = 'Media';

interface MediaFormValues {
  name: string;
  file: File | null;
  private: boolean;
}

/**
 * A chosen file, within the server's upload limit when the page knows it: a
 * file over it is refused as soon as it is chosen, before a byte is sent,
 * in the words of the server's 413.
 */
function chosenFile(limit: number | null) {
  const file = z.custom<File>((value) => value instanceof Blob, 'File is required');
  return limit === null
    ? file
    : file.refine(
        (value) => !(value instanceof Blob) || value.size <= limit,
        uploadTooLargeMessage(limit),
      );
}

/** The shared upload rules, plus a file that is required only when adding. */
function dialogSchemas(limit: number | null) {
  return {
    create: mediaUploadFieldsSchema.extend({ file: chosenFile(limit) }),
    edit: mediaEditFieldsSchema.extend({ file: chosenFile(limit).nullable() }),
  };
}

export interface MediaDialogProps {
  state: EntityDialogState<Media>;
  /** After a successful save, once the list shows it: close. */
  onSaved: () => void;
  onClose: () => void;
}

/**
 * Add/Edit Media. Like the shared entity dialog, but the file goes up as
 * multipart with a progress bar, so it owns its call and its errors.
 */
export function MediaDialog({ state, ...props }: MediaDialogProps) {
  if (state === null) return null;
  // Mounted per opening: every open starts from fresh values and no chosen file.
  return <OpenMediaDialog state={state} {...props} />;
}

function OpenMediaDialog({
  state,
  onSaved,
  onClose,
}: MediaDialogProps & { state: Exclude<EntityDialogState<Media>, null> }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const privateHintId = useId();
  const editing = state.mode === 'edit' ? state.item : null;
  const [progress, setProgress] = useState<number | null>(null);
  const uploadRef = useRef<AbortController | null>(null);
  const [schemas] = useState(() => dialogSchemas(uploadLimitBytes()));

  const form = useForm<MediaFormValues>({
    initialValues: editing
      ? { name: editing.name, file: null, private: editing.private }
      : { name: '', file: null, private: false },
    validate: zodValidator<MediaFormValues>(editing ? schemas.edit : schemas.create),
  });

  // Multipart with progress is no tRPC call, yet a mutation all the same: the list is
  // fetched again before the save counts as done.
  const utils = trpc.useUtils();
  const upload = useMutation({
    mutationFn: ({ values, options }: { values: MediaFormValues; options: UploadOptions }) => {
      if (editing) {
        return updateMedia(
          editing.mediaId,
          { file: values.file, private: values.private },
          options,
        );
      }
      const { name } = schemas.create.parse(values);
      return createMedia({ name, file: values.file as File, private: values.private }, options);
    },
    onSuccess: () => utils.media.invalidate(),
  });

  // Closing the dialog mid-upload stops the upload.
  useEffect(() => () => uploadRef.current?.abort(), []);

  const save = form.handleSubmit(async (values) => {
    const controller = new AbortController();
    uploadRef.current = controller;
    const options = { signal: controller.signal, onProgress: setProgress };
    setProgress(0);
    try {
      await upload.mutateAsync({ values, options });
    } catch (error) {
      if (isAbortError(error)) return;
      setProgress(null);
      // A 401 ends the session, as the tRPC client's calls do.
      if (toApiError(error).isUnauthorized) {
        sessionLost(queryClient);
        return;
      }
      const notice = mediaErrorNotice(error);
      if (notice) toast.error(notice);
      const errors: FieldErrors<MediaFormValues> = {};
      for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
        if (field === 'name' || field === 'file' || field === 'private') errors[field] = message;
      }
      if (toApiError(error).statusCode === 413 && notice) errors.file = notice;
      form.setErrors(errors);
      return;
    } finally {
      if (uploadRef.current === controller) uploadRef.current = null;
    }
    toast.success(`${ENTITY_LABEL} saved successfully`);
    onSaved();
  });

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    form.setValue('file', event.target.files?.[0] ?? null);
  };

  const percent = progress === null ? null : Math.round(progress * 100);

  return (
    <FormDialog
      title={`${editing ? 'Edit' : 'Add'} ${ENTITY_LABEL}`}
      onClose={onClose}
      onSubmit={save}
      submitLabel="Save"
      submitting={form.isSubmitting}
      dirty={isFormDirty(form)}
    >
      <TextInput
        label="Name"
        autoComplete="off"
        disabled={editing !== null}
        hint={
          editing
            ? 'The name is part of the link and cannot change.'
            : 'Optional: lower-case letters, digits, . _ and -. Empty uses the file’s name.'
        }
        {...form.field('name')}
      />
      <Field
        label="File"
        required={!editing}
        error={form.errors.file}
        hint={editing ? `Leave empty to keep ${editing.originalName}.` : undefined}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            name="file"
            className="ui-input media-file-input"
            onChange={chooseFile}
            onBlur={() => form.validateField('file')}
          />
        )}
      </Field>
      <div className="ui-field media-checkbox-field">
        <label className="media-checkbox">
          <input
            type="checkbox"
            name="private"
            aria-describedby={privateHintId}
            checked={form.values.private}
            onChange={(event) => form.setValue('private', event.target.checked)}
          />
          <span>Private</span>
        </label>
        <p id={privateHintId} className="ui-field-hint">
          Private files are served to signed-in admins only.
        </p>
      </div>
      {percent === null ? null : (
        <div className="ui-field media-upload-progress">
          <div className="media-upload-progress-label" aria-hidden="true">
            {percent < 100 ? `Uploading… ${percent}%` : 'Processing…'}
          </div>
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={percent < 100 ? `${percent}% uploaded` : 'Uploaded, processing'}
            className="media-upload-progress-track"
          >
            <div className="media-upload-progress-bar" style={{ width: `${percent}%` }} />
          </div>
        </div>
      )}
    </FormDialog>
  );
}
