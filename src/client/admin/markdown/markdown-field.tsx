import { useDeferredValue, useId, useMemo } from 'react';
import { missingAltMessage } from '../../../shared/image-alt';
import { TextArea } from '../../ui/form-controls';
import { renderMarkdown } from '../../ui/markdown';
import type { FieldBinding } from '../../ui/use-form';
import { checkImageAlts } from './images-without-alt';

export interface MarkdownFieldProps extends FieldBinding {
  label: string;
  required?: boolean;
  rows?: number;
  /** What the text is, under the editor; markdown by default. */
  hint?: string;
}

/**
 * A markdown editor with a live preview: beside the text on a wide screen,
 * under it on a phone. The preview is rendered by the same function as the
 * public project dialog (marked, then DOMPurify), so what the owner sees
 * before saving is what visitors will get. Rendering follows typing at a
 * lower priority, so a long text never makes the keys lag.
 */
export function MarkdownField({
  label,
  required = false,
  rows = 12,
  hint = 'Markdown',
  ...binding
}: MarkdownFieldProps) {
  const previewId = useId();
  const shown = useDeferredValue(binding.value);
  const { html, imagesWithoutAlt } = useMemo(
    () => checkImageAlts(renderMarkdown(shown) ?? ''),
    [shown],
  );

  const altProblem = imagesWithoutAlt > 0 ? missingAltMessage(imagesWithoutAlt) : null;
  // Once the server has said the same under the field, it is not said twice.
  const warning = altProblem === binding.error ? null : altProblem;

  return (
    <div className="markdown-field">
      <TextArea
        label={label}
        required={required}
        rows={rows}
        hint={hint}
        spellCheck
        className="content-textarea--code"
        fieldClassName="markdown-field-editor"
        {...binding}
      />
      <div className="markdown-field-preview">
        <p id={`${previewId}-title`} className="markdown-field-preview-title">
          Preview
        </p>
        {/* A long preview scrolls: reachable by keyboard to scroll it. */}
        <div
          className="markdown-field-preview-body"
          role="region"
          aria-labelledby={`${previewId}-title`}
          tabIndex={0}
        >
          {html.trim() ? (
            <div
              className="ui-markdown"
              // Sanitized by DOMPurify in renderMarkdown; checkImageAlts only marks images.
              dangerouslySetInnerHTML={{ __html: html }}
            />
          ) : (
            <p className="content-muted">Nothing to preview yet</p>
          )}
        </div>
        {/* Present from the start, so the warning is announced when it appears. */}
        <p role="status" className="markdown-field-warning">
          {warning}
        </p>
      </div>
    </div>
  );
}
