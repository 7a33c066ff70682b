import { describe, expect, it } from 'vitest';
import { projectSlugs, slugInHash, slugOf } from '../../../src/client/site/project-address';

describe('project addresses', () => {
  it('makes a readable slug of any script, without accents or punctuation', () => {
    expect(slugOf('  Difference Engine: v2!  ')).toBe('difference-engine-v2');
    expect(slugOf('Café Crème')).toBe('cafe-creme');
    expect(slugOf('Машина Бэббиджа')).toBe('машина-бэббиджа');
  });

  it('gives every project its own slug: a repeated or empty one carries the id', () => {
    const slugs = projectSlugs([
      { projectId: 3, name: 'Atlas' },
      { projectId: 9, name: 'atlas!' },
      { projectId: 12, name: '***' },
    ]);
    expect([...slugs.entries()]).toEqual([
      [3, 'atlas'],
      [9, 'atlas-9'],
      [12, 'project-12'],
    ]);
  });

  it('reads the slug of a project address only', () => {
    expect(slugInHash('#/project/atlas-9')).toBe('atlas-9');
    expect(slugInHash('#/project/%D0%BC%D0%B0')).toBe('ма');
    expect(slugInHash('#/project/%E0%A4%A')).toBeNull();
    expect(slugInHash('#projects')).toBeNull();
    expect(slugInHash('')).toBeNull();
  });
});
