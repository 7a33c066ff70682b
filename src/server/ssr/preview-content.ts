import { homeQueries } from '../../client/site/site-state';
import { createCaller } from '../composition/app-router';
import type { PreviewContent } from '../modules/site/preview-image.route';
import type { Context } from '../trpc/context';

/**
 * The content the link preview is chosen from, read exactly as the home
 * page reads it, so the image drawn is the one the page's head names.
 */
export async function readPreviewContent(ctx: Context): Promise<PreviewContent> {
  const caller = createCaller(ctx);
  const [environment, projects] = await Promise.all([
    caller.variable.environment(),
    caller.project.list(homeQueries.projects),
  ]);
  return { environment, projects: projects.items };
}
