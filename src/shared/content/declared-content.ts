import { awardContent } from './award.content';
import { interestContent } from './interest.content';
import { languageContent } from './language.content';
import { publicationContent } from './publication.content';
import { referenceContent } from './reference.content';
import { volunteeringContent } from './volunteering.content';

/**
 * Every kind of content declared in one definition, one line each. The
 * server's registry makes a module of each (tables, routes, export, JSON
 * Resume, CV, sitemap, media scan, demo rows), the admin a page, in this order.
 */
export const declaredContent = [
  publicationContent,
  awardContent,
  volunteeringContent,
  languageContent,
  interestContent,
  referenceContent,
] as const;

export type DeclaredContentName = (typeof declaredContent)[number]['name'];
