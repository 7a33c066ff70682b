import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * Counters per day (`yyyy-mm-dd`, UTC). No raw IP is ever stored.
 * `uniqueVisits` counts that day's rows of UniqueVisitor, kept in step with
 * them in the same transaction, so a year of the dashboard reads 366 rows
 * rather than counting hundreds of thousands of hashes.
 */
export const VisitDayEntity = defineEntity({
  name: 'VisitDay',
  tableName: 'analytics_visit_day',
  properties: (p) => ({
    date: p.string().length(10).primary(),
    totalVisits: p.integer().default(0),
    uniqueVisits: p.integer().default(0),
  }),
});

/** One row per visitor per day: a hash of IP and user agent salted with a daily secret. */
export const UniqueVisitorEntity = defineEntity({
  name: 'UniqueVisitor',
  tableName: 'analytics_unique_visitor',
  properties: (p) => ({
    date: p.string().length(10).primary(),
    visitorHash: p.string().length(64).primary(),
  }),
});

export const CvDownloadDayEntity = defineEntity({
  name: 'CvDownloadDay',
  tableName: 'analytics_cv_download_day',
  properties: (p) => ({
    date: p.string().length(10).primary(),
    downloads: p.integer().default(0),
  }),
});

/** No foreign key: the history of a deleted project's views stays. */
export const ProjectViewDayEntity = defineEntity({
  name: 'ProjectViewDay',
  tableName: 'analytics_project_view_day',
  properties: (p) => ({
    date: p.string().length(10).primary(),
    projectId: p.integer().primary(),
    views: p.integer().default(0),
  }),
});

export type VisitDay = InferEntity<typeof VisitDayEntity>;
export type UniqueVisitor = InferEntity<typeof UniqueVisitorEntity>;
export type CvDownloadDay = InferEntity<typeof CvDownloadDayEntity>;
export type ProjectViewDay = InferEntity<typeof ProjectViewDayEntity>;
