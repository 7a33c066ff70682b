import { z } from 'zod';
import type { Tool } from '../../../shared/tool';
import { IconButton } from '../../ui/button';
import { cx } from '../../ui/class-names';
import { CloseIcon } from '../../ui/icon';

export interface ToolIconProps {
  tool: Tool;
  /**
   * Names the image after the tool (and gives it a tooltip) when the icon is
   * all there is; decorative when the name is written next to it.
   */
  named?: boolean;
  className?: string;
}

/** A tool's icon image, at text size. */
export function ToolIcon({ tool, named = false, className }: ToolIconProps) {
  return (
    <img
      className={cx('content-tool-icon', className)}
      src={tool.icon}
      alt={named ? tool.name : ''}
      title={named ? tool.name : undefined}
      width={20}
      height={20}
      loading="lazy"
      decoding="async"
    />
  );
}

/** A list of tool icons, each named after its tool: the Tools column of a list page. */
export function ToolIconList({ tools }: { tools: readonly Tool[] }) {
  if (tools.length === 0) return <span className="content-muted">None</span>;
  return (
    <ul className="content-tool-icons" aria-label="Tools">
      {tools.map((tool) => (
        <li key={tool.toolId}>
          <ToolIcon tool={tool} named />
        </li>
      ))}
    </ul>
  );
}

export interface ToolChipProps {
  tool: Tool;
  /** Shows a remove button named 'Remove <tool>'. */
  onRemove?: (tool: Tool) => void;
}

/** A selected tool: icon and name in a pill, removable when `onRemove` is given. */
export function ToolChip({ tool, onRemove }: ToolChipProps) {
  return (
    <span className={cx('content-chip', onRemove && 'content-chip--removable')}>
      <ToolIcon tool={tool} />
      <span className="content-chip-label">{tool.name}</span>
      {onRemove ? (
        <IconButton
          label={`Remove ${tool.name}`}
          icon={<CloseIcon width={14} height={14} />}
          size="sm"
          className="content-chip-remove"
          data-tool-remove={tool.toolId}
          onClick={() => onRemove(tool)}
        />
      ) : null}
    </span>
  );
}

/**
 * The experience and project forms hold whole tools (for the chips); the API
 * takes their ids. This runs the shared schema on the values with
 * each tool replaced by its id, so the form validates and sends exactly what
 * the server checks.
 */
export function withToolIds<TSchema extends z.ZodType>(schema: TSchema) {
  return z.preprocess((values) => {
    if (typeof values !== 'object' || values === null || !('tools' in values)) return values;
    const { tools } = values;
    if (!Array.isArray(tools)) return values;
    return {
      ...values,
      tools: tools.map((tool: unknown) =>
        typeof tool === 'object' && tool !== null && 'toolId' in tool ? tool.toolId : tool,
      ),
    };
  }, schema);
}
