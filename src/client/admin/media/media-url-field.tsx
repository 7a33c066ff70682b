import { useState } from 'react';
import { Button } from '../../ui/button';
import { MediaIcon } from '../../ui/icons';
import { TextInput } from '../../ui/text-input';
import type { FieldBinding } from '../../ui/use-form';
import { MediaPickerDialog } from './media-picker-dialog';
import { MediaUploadPanel } from './media-upload-panel';

/** An address an `<img>` may load: http(s) or a path of this site. */
const PREVIEWABLE = /^(https?:\/\/\S+|\/[^\s/]\S*)$/i;

export interface MediaUrlFieldProps {
  label: string;
  /** The form's binding of the text box: the typed address stays an option. */
  field: FieldBinding;
  /** Puts a chosen or uploaded file's site path in the field. */
  onChange: (address: string) => void;
  required?: boolean;
  placeholder?: string;
  hint?: string;
  /** How the preview is shaped: a wide cover or a small square icon. */
  shape: 'cover' | 'icon';
}

/**
 * An image address field: the text box, a preview of what it points at,
 * "Choose from media" (a searchable picker of the site's images) and
 * "Upload" (preview, then upload with progress). Both put the file's site
 * path (`/api/media/image/…`) in the field, never the host, so the link
 * survives a move to another domain.
 */
export function MediaUrlField({
  label,
  field,
  onChange,
  required,
  placeholder,
  hint,
  shape,
}: MediaUrlFieldProps) {
  const [picking, setPicking] = useState(false);
  const [failedAddress, setFailedAddress] = useState<string | null>(null);
  const address = field.value.trim();
  const previewable = PREVIEWABLE.test(address);

  return (
    <div className={`media-url-field media-url-field--${shape}`}>
      <TextInput
        label={label}
        required={required ?? false}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder={placeholder}
        hint={hint}
        {...field}
      />
      <div className="media-url-field-tools">
        {previewable ? (
          <div className="media-url-field-preview">
            {failedAddress === address ? (
              <span className="media-url-field-broken">The image could not be loaded</span>
            ) : (
              <img
                key={address}
                src={address}
                alt={`${label} preview`}
                decoding="async"
                onError={() => setFailedAddress(address)}
              />
            )}
          </div>
        ) : null}
        <div className="media-url-field-actions">
          <Button
            type="button"
            variant="outlined"
            size="sm"
            icon={<MediaIcon width={16} height={16} />}
            onClick={() => setPicking(true)}
          >
            Choose from media
          </Button>
          <MediaUploadPanel label={label} onUploaded={onChange} />
        </div>
      </div>
      <MediaPickerDialog
        open={picking}
        title={`Choose ${label.replace(/\s*URL$/i, '').toLowerCase()} from media`}
        current={address}
        onClose={() => setPicking(false)}
        onChoose={(path) => {
          onChange(path);
          setPicking(false);
        }}
      />
    </div>
  );
}
