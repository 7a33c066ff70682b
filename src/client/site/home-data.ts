import { useQuery } from '@tanstack/react-query';
import type { Experience } from '../../shared/experience';
import type { Expertise } from '../../shared/expertise';
import type { Project } from '../../shared/project';
import type { Environment } from '../../shared/variable';
import { procedureQuery } from './site-api';
import { homeQueries } from './site-state';

/**
 * The owner as the page presents them, from the public variables. `name` is
 * an optional variable (decision 0016); without it the site title stands in.
 */
export interface Owner {
  name: string;
  title: string;
  /** Sanitized by the server. */
  aboutHtml: string;
  /** 0 until the environment has loaded. */
  maxMessageLength: number;
  links: { email: string; github: string; linkedin: string; instagram: string };
}

function text(environment: Environment, key: string): string {
  const value = environment[key];
  return typeof value === 'string' ? value.trim() : '';
}

export function ownerFrom(environment: Environment): Owner {
  const name = text(environment, 'name');
  const title = text(environment, 'title');
  const max = environment.max_message_length;
  return {
    name: name || title || 'Portfolio',
    title: name ? title : '',
    aboutHtml: text(environment, 'about'),
    maxMessageLength: typeof max === 'number' && max > 0 ? max : 0,
    links: {
      email: text(environment, 'email'),
      github: text(environment, 'github'),
      linkedin: text(environment, 'linkedin'),
      instagram: text(environment, 'instagram'),
    },
  };
}

/** Each hook reads the state the server embedded; a part that failed there is empty. */
export function useOwner(): Owner {
  const { data } = useQuery(procedureQuery('variable.environment', undefined));
  return ownerFrom(data ?? {});
}

export function useExpertise(): Expertise[] {
  return useQuery(procedureQuery('expertise.list', homeQueries.expertise)).data?.items ?? [];
}

export function useExperience(): Experience[] {
  return useQuery(procedureQuery('experience.list', homeQueries.experience)).data?.items ?? [];
}

export function useProjects(): Project[] {
  return useQuery(procedureQuery('project.list', homeQueries.projects)).data?.items ?? [];
}
