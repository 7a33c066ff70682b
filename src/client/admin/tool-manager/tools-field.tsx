import { useId, useState } from 'react';
import type { Tool } from '../../../shared/tool';
import { Button } from '../../ui/button';
import { cx } from '../../ui/class-names';
import { ToolManagerDialog } from './tool-manager-dialog';
import { ToolChip } from './tool-parts';

export interface ToolsFieldProps {
  tools: readonly Tool[];
  onChange: (tools: Tool[]) => void;
  /** E.g. the server's 'Tool 9 does not exist'. */
  error?: string | undefined;
}

/**
 * The Tools field of the experience and project dialogs: the chosen tools as
 * chips and a 'Manage Tools' button that opens the tool manager over the dialog.
 */
export function ToolsField({ tools, onChange, error }: ToolsFieldProps) {
  const [managing, setManaging] = useState(false);
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={cx('ui-field', 'content-tools-field', error && 'ui-field--invalid')}
    >
      <div className="ui-field-label-row">
        <span id={labelId} className="ui-field-label">
          Tools
        </span>
      </div>
      <div className="content-tools-row">
        {tools.length > 0 ? (
          <ul className="content-chips" aria-label="Selected tools">
            {tools.map((tool) => (
              <li key={tool.toolId}>
                <ToolChip tool={tool} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="content-muted content-tools-empty">No tools selected</p>
        )}
        <Button
          variant="outlined"
          size="sm"
          // Named like the field, so a rejected list of tools focuses this button.
          name="tools"
          aria-describedby={error ? errorId : undefined}
          onClick={() => setManaging(true)}
        >
          Manage Tools
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="ui-field-error">
          {error}
        </p>
      ) : null}
      <ToolManagerDialog
        open={managing}
        selected={tools}
        onChange={onChange}
        onClose={() => setManaging(false)}
      />
    </div>
  );
}
