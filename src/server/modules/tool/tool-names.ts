import { nameKey } from '../../../shared/json-resume-values';
import { existingRows, type ImportContext } from '../content/resume-import';
import { toolService } from './tool.service';

/**
 * Tools named by JSON Resume `keywords` (work and projects), matched by
 * name among the site's own: an unknown name is left out and reported, the
 * site's icon library is not the document's to grow.
 */
export async function toolIdsByName(ctx: ImportContext) {
  const tools = await existingRows(ctx, toolService(ctx.em), 'toolId:asc');
  const byName = new Map(tools.map((tool) => [nameKey(tool.name), tool.toolId]));
  return (keywords: string[] | undefined, notes: string[]): number[] | undefined => {
    if (!keywords) return undefined;
    const ids: number[] = [];
    for (const keyword of keywords) {
      const id = byName.get(nameKey(keyword));
      if (id === undefined) notes.push(`keywords: "${keyword}" is no tool of this site, left out`);
      else if (!ids.includes(id)) ids.push(id);
    }
    return ids;
  };
}
