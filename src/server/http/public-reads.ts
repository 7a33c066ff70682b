import type { Request } from 'express';
import type { AnalyticsRecorder } from '../modules/analytics/analytics.recorder';
import { contentModules } from '../modules/content-registry';
import type { RequestView } from './plain-request';

const publicEntities = contentModules
  .filter((module) => module.publicReads)
  .map((module) => module.name);

/**
 * The reads whose answer to a visitor depends on the content alone, so it
 * may be kept and sent again (decision 0025): the GET operations that
 * openapi.json documents without security (lists and items of the public
 * entities, the environment) and media files (a private one answers
 * `private, no-store` and is never kept). tests/server/fast-lane.test.ts
 * holds this list to openapi.json.
 */
const PUBLIC_READS = [
  new RegExp(`^/api/(?:${publicEntities.join('|')})(?:/[^/]+)?$`),
  /^\/api\/variable\/environment$/,
  /^\/api\/media\/[^/]+\/[^/]+$/,
  // An image's smaller copies, served as the image is.
  /^\/api\/media\/[^/]+\/[^/]+\/[^/]+$/,
];

export function isPublicRead(path: string): boolean {
  return PUBLIC_READS.some((pattern) => pattern.test(path));
}

const PROJECT_READ = /^\/api\/project\/(\d+)$/;

/**
 * What a public read sent from memory must still do: a visitor's read of a
 * project counts a view, as the project service counts it on
 * the long way. Only a 200 is kept, so the project exists and is visible.
 */
export function countOnServe(analytics: AnalyticsRecorder) {
  return (req: Request): ((req: RequestView) => void) | undefined => {
    const match = PROJECT_READ.exec(req.path);
    if (!match) return undefined;
    const projectId = Number(match[1]);
    return () => analytics.recordProjectView(projectId);
  };
}
