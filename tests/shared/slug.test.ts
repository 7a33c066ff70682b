import { describe, expect, it } from 'vitest';
import { projectSlug } from '../../src/shared/slug';

describe('projectSlug', () => {
  it('lower-cases the name and joins words with hyphens', () => {
    expect(projectSlug('Portfolio CMS')).toBe('portfolio-cms');
  });

  it('trims the name first', () => {
    expect(projectSlug('  My Project \t')).toBe('my-project');
  });

  it('turns a run of non-alphanumerics into a single hyphen', () => {
    expect(projectSlug('React & Node.js -- API')).toBe('react-node-js-api');
    expect(projectSlug('a___b   c')).toBe('a-b-c');
  });

  it('keeps digits', () => {
    expect(projectSlug('Web 3.0 App 2024')).toBe('web-3-0-app-2024');
  });

  it('keeps a hyphen where the trimmed name starts or ends with other characters', () => {
    expect(projectSlug('C++')).toBe('c-');
    expect(projectSlug('(Beta) launch!')).toBe('-beta-launch-');
  });

  it('treats letters outside a-z as separators', () => {
    expect(projectSlug('Café Olé')).toBe('caf-ol-');
  });

  it('gives an empty slug for an empty name', () => {
    expect(projectSlug('   ')).toBe('');
  });
});
