import type { EntityManager } from '@mikro-orm/knex';
import { cvSections } from '../content-sections';
import { CV_MEDIA_VARIABLE } from '../../../shared/variable';
import { VariableEntity } from '../variable/variable.entity';

export interface CvContent {
  /** Non-private variables by key, as stored (text). */
  variables: Record<string, string>;
  /** Each module's section, top to bottom; `html` is escaped and empty when there are no rows. */
  sections: { title: string; html: string }[];
}

/**
 * Everything the CV shows, as a visitor may see it: hidden rows and private
 * variables are left out.
 */
export async function loadCvContent(em: EntityManager): Promise<CvContent> {
  const [variables, sections] = await Promise.all([
    em.find(VariableEntity, { private: false }),
    Promise.all(
      cvSections.map(async (section) => ({ title: section.title, html: await section.render(em) })),
    ),
  ]);
  return {
    variables: Object.fromEntries(variables.map((variable) => [variable.key, variable.value])),
    sections,
  };
}

/** The `cv_media` variable's value, private or not: it only names a file. */
export async function cvMediaName(em: EntityManager): Promise<string | null> {
  const variable = await em.findOne(VariableEntity, { key: CV_MEDIA_VARIABLE });
  const name = variable?.value.trim();
  return name ? name : null;
}
