import { describe, expect, it } from 'vitest';
import { resumeImportSections } from '../../src/server/modules/content-sections';
import { importSectionEntries } from '../../src/server/modules/import/import-sections';
import { JSON_RESUME_IMPORT_SECTIONS } from '../../src/shared/json-resume-sections';
import { contentModules } from '../../src/server/modules/content-registry';

describe('the JSON Resume import sections', () => {
  it('are the content registry’s: each module with a resume import, in its order, and no other', () => {
    const withImport = contentModules.filter((module) => module.resume?.import);
    expect(resumeImportSections.map((section) => section.module).sort()).toEqual(
      withImport.map((module) => module.name).sort(),
    );
    // The import runs them in the order of the document's sections on export.
    const positions = resumeImportSections.map(
      (section) => withImport.find((module) => module.name === section.module)!.resume!.position,
    );
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('are what the import page shows (src/shared/json-resume-sections.ts is current: npm run openapi)', () => {
    expect(JSON_RESUME_IMPORT_SECTIONS).toEqual(importSectionEntries());
  });
});
