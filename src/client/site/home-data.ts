import { useQuery } from '@tanstack/react-query';
import type { Experience } from '../../shared/experience';
import type { Expertise } from '../../shared/expertise';
import type { Project } from '../../shared/project';
import { ownerFrom, type Owner } from '../../shared/owner';
import { procedureQuery } from './site-api';
import { homeQueries } from './site-state';

export { type Owner, ownerFrom } from '../../shared/owner';

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
