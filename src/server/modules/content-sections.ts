import { contentModules, type ContentModules } from './content-registry';
import type {
  AnyExportSection,
  AnyResumeSection,
  CvSection,
  ResumeImport,
} from './content/content-module';

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

/** A resume section the import takes back, with the admin page of its module. */
export interface ResumeImportSection {
  key: string;
  /** The module's name: its API path (`/api/<name>`). */
  module: string;
  adminPage: string;
  import: ResumeImport<unknown>;
}

/** The modules' resume sections that have an import, in the order the import runs them. */
export const resumeImportSections: ResumeImportSection[] = byPosition(
  contentModules.flatMap((module: Module) => {
    const section: AnyResumeSection | undefined = module.resume;
    return section?.import
      ? [
          {
            key: section.key,
            module: module.name,
            position: section.position,
            adminPage: module.adminPage,
            import: section.import,
          },
        ]
      : [];
  }),
).map(({ position: _position, ...section }) => section);
