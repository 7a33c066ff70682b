import { describe, expect, it } from 'vitest';
import { projectSlugs, slugOf } from '../../../src/client/site/project-address';

describe('project addresses', () => {
  it('makes a readable slug, without accents or punctuation', () => {
    expect(slugOf('  Difference Engine: v2!  ')).toBe('difference-engine-v2');
    expect(slugOf('Crème Brûlée')).toBe('creme-brulee');
  });

  it('gives every project its own slug: a name taken before carries the id', () => {
    const slugs = projectSlugs([
      { projectId: 3, name: 'Atlas' },
      { projectId: 9, name: 'atlas!' },
      { projectId: 12, name: 'Машина' },
      { projectId: 14, name: '***' },
    ]);
    expect(slugs).toEqual(['atlas', 'atlas-9', 'project', 'project-14']);
  });
});
