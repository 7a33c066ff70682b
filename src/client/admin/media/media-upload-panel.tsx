import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { uploadTooLargeMessage } from '../../../shared/upload-limit';
import { toApiError } from '../../lib/api-error';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';
import { PlusIcon } from '../../ui/icons';
import { useToast } from '../../ui/toast';
import { signOut } from '../shell/session';
import { createMedia, isAbortError, mediaErrorNotice } from './upload-media';
import { uploadLimitBytes } from './upload-limit';

/** A file size as the owner reads it: `820 KB`, `2.4 MB`. */
function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** What is wrong with a chosen file before a byte is sent, or null. */
function fileProblem(file: File, limit: number | null): string | null {
  if (!file.type.startsWith('image/')) return 'Choose an image file';
  if (limit !== null && file.size > limit) return uploadTooLargeMessage(limit);
  return null;
}

export interface MediaUploadPanelProps {
  /** The field's label, naming what the file is for. */
  label: string;
  /** The uploaded file's site path. */
  onUploaded: (path: string) => void;
}

/**
 * "Upload" beside an image field: the chosen image is shown first, and goes
 * up (as a public file of the media library, with a progress bar) only when
 * the owner confirms; cancelling stops an upload under way.
 */
export function MediaUploadPanel({ label, onUploaded }: MediaUploadPanelProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const inputRef = useRef<HTMLInputElement>(null);
  const uploadRef = useRef<AbortController | null>(null);
  const panelId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  // The preview's object URL lives as long as its file is shown.
  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  // Leaving the form mid-upload stops the upload.
  useEffect(() => () => uploadRef.current?.abort(), []);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // The same file can be chosen again after a cancel.
    event.target.value = '';
    if (!chosen) return;
    setFile(chosen);
    setProblem(fileProblem(chosen, uploadLimitBytes()));
    setProgress(null);
  };

  const cancel = () => {
    uploadRef.current?.abort();
    setFile(null);
    setPreviewUrl(null);
    setProblem(null);
    setProgress(null);
  };

  const upload = async () => {
    if (!file || problem) return;
    const controller = new AbortController();
    uploadRef.current = controller;
    setProgress(0);
    try {
      const media = await createMedia(
        { name: undefined, file, private: false },
        { signal: controller.signal, onProgress: setProgress },
      );
      void utils.media.invalidate();
      onUploaded(media.url);
      toast.success(`${file.name} uploaded`);
      setFile(null);
      setPreviewUrl(null);
      setProgress(null);
    } catch (error) {
      if (isAbortError(error)) return;
      setProgress(null);
      // A 401 from any call signs out, as the tRPC client does for its calls.
      if (toApiError(error).isUnauthorized) {
        signOut(queryClient);
        return;
      }
      setProblem(mediaErrorNotice(error) ?? 'The file could not be uploaded');
    } finally {
      if (uploadRef.current === controller) uploadRef.current = null;
    }
  };

  const percent = progress === null ? null : Math.round(progress * 100);

  return (
    <>
      <Button
        type="button"
        variant="outlined"
        size="sm"
        icon={<PlusIcon width={16} height={16} />}
        onClick={() => inputRef.current?.click()}
        aria-controls={file ? panelId : undefined}
      >
        Upload
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        // Out of the page and of the accessibility tree: the Upload button opens it.
        hidden
        onChange={choose}
      />
      {file ? (
        <div
          id={panelId}
          className="media-upload-panel"
          role="group"
          aria-label={`${label} upload`}
        >
          {previewUrl && file.type.startsWith('image/') ? (
            <img className="media-upload-panel-preview" src={previewUrl} alt="Chosen image" />
          ) : null}
          <div className="media-upload-panel-body">
            <p className="media-upload-panel-name">
              {file.name} <span className="media-upload-panel-size">{sizeText(file.size)}</span>
            </p>
            {problem ? (
              <p className="ui-field-error" role="alert">
                {problem}
              </p>
            ) : null}
            {percent === null ? null : (
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
            )}
            <div className="media-upload-panel-actions">
              <Button
                type="button"
                size="sm"
                busy={percent !== null}
                disabled={problem !== null}
                onClick={() => void upload()}
              >
                {percent === null
                  ? 'Upload this image'
                  : percent < 100
                    ? `Uploading… ${percent}%`
                    : 'Processing…'}
              </Button>
              <Button type="button" variant="text" size="sm" onClick={cancel}>
                Cancel
              </Button>
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}
