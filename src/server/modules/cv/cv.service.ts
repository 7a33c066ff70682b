import type { EntityManager } from '@mikro-orm/knex';
import { CertificationEntity } from '../certification/certification.entity';
import { EducationEntity } from '../education/education.entity';
import { ExperienceEntity } from '../experience/experience.entity';
import { ExpertiseEntity } from '../expertise/expertise.entity';
import { SkillEntity } from '../skill/skill.entity';
import { SkillsetEntity } from '../skillset/skillset.entity';
import { VariableEntity } from '../variable/variable.entity';

/** The variable naming the media item (by name) served at /cv instead of the HTML CV. */
export const CV_MEDIA_VARIABLE = 'cv_media';

export interface CvContent {
  /** Non-private variables by key, as stored (text). */
  variables: Record<string, string>;
  expertise: { name: string; description: string }[];
  experience: {
    company: string;
    title: string;
    location: string;
    startAt: string;
    endAt: string | null;
    type: string;
    description: string;
  }[];
  education: {
    school: string;
    location: string;
    title: string;
    startAt: string;
    endAt: string | null;
    gpa: number;
  }[];
  certifications: {
    name: string;
    issuer: string;
    issuedAt: string;
    expiresAt: string | null;
    certificationNumber: string | null;
    link: string | null;
  }[];
  skillsets: { name: string; skills: string[] }[];
}

/**
 * Everything the CV shows, as a visitor may see it: hidden experience and
 * education and private variables are left out.
 */
export async function loadCvContent(em: EntityManager): Promise<CvContent> {
  const [variables, expertise, experience, education, certifications, skillsets, skills] =
    await Promise.all([
      em.find(VariableEntity, { private: false }),
      em.find(ExpertiseEntity, {}, { orderBy: { expertiseId: 'asc' } }),
      em.find(
        ExperienceEntity,
        { hidden: false },
        { orderBy: { startAt: 'desc', experienceId: 'desc' } },
      ),
      em.find(
        EducationEntity,
        { hidden: false },
        { orderBy: { startAt: 'desc', educationId: 'desc' } },
      ),
      em.find(CertificationEntity, {}, { orderBy: { issuedAt: 'desc', certificationId: 'desc' } }),
      em.find(SkillsetEntity, {}, { orderBy: { order: 'asc', skillsetId: 'asc' } }),
      em.find(SkillEntity, {}, { orderBy: { order: 'asc', skillId: 'asc' } }),
    ]);

  const skillsBySet = new Map<number, string[]>();
  for (const skill of skills) {
    const setId = skill.skillset.skillsetId;
    skillsBySet.set(setId, [...(skillsBySet.get(setId) ?? []), skill.name]);
  }

  return {
    variables: Object.fromEntries(variables.map((variable) => [variable.key, variable.value])),
    expertise: expertise.map(({ name, description }) => ({ name, description })),
    experience: experience.map(
      ({ company, title, location, startAt, endAt, type, description }) => ({
        company,
        title,
        location,
        startAt,
        endAt: endAt ?? null,
        type,
        description,
      }),
    ),
    education: education.map(({ school, location, title, startAt, endAt, gpa }) => ({
      school,
      location,
      title,
      startAt,
      endAt: endAt ?? null,
      gpa: Number(gpa),
    })),
    certifications: certifications.map(
      ({ name, issuer, issuedAt, expiresAt, certificationNumber, link }) => ({
        name,
        issuer,
        issuedAt,
        expiresAt: expiresAt ?? null,
        certificationNumber: certificationNumber ?? null,
        link: link ?? null,
      }),
    ),
    skillsets: skillsets
      .map((skillset) => ({
        name: skillset.name,
        skills: skillsBySet.get(skillset.skillsetId) ?? [],
      }))
      .filter((skillset) => skillset.skills.length > 0),
  };
}

/** The `cv_media` variable's value, private or not: it only names a file. */
export async function cvMediaName(em: EntityManager): Promise<string | null> {
  const variable = await em.findOne(VariableEntity, { key: CV_MEDIA_VARIABLE });
  const name = variable?.value.trim();
  return name ? name : null;
}
