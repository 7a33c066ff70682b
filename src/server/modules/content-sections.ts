import { contentModules, type ContentModules } from './content-registry';
import type { AnyExportSection, AnyResumeSection, CvSection } from './content/content-module';

type Module = ContentModules[number];

const byPosition = <T extends { position: number }>(sections: T[]) =>
  [...sections].sort((a, b) => a.position - b.position);

/** The modules' sections of the content export, in document order. */
export const exportSections: AnyExportSection[] = byPosition(
  contentModules.flatMap((module: Module): AnyExportSection[] =>
    module.export ? [module.export] : [],
  ),
);

/** The modules' sections of JSON Resume, in document order. */
export const resumeSections: AnyResumeSection[] = byPosition(
  contentModules.flatMap((module: Module): AnyResumeSection[] =>
    module.resume ? [module.resume] : [],
  ),
);

/** The modules' sections of the printable CV, top to bottom. */
export const cvSections: CvSection[] = byPosition(
  contentModules.flatMap((module: Module): CvSection[] => (module.cv ? [module.cv] : [])),
);

/** Each module's date selects for the sitemap's last-modified day. */
export const sitemapDaySelects: string[] = contentModules.flatMap((module: Module) => [
  ...(module.sitemapDays ?? []),
]);
