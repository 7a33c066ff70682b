import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHome } from './render-site';

describe('public home page from the embedded state', () => {
  it('renders the owner from the environment without fetching it', () => {
    renderHome({ environment: { name: 'Ada Lovelace', title: 'Engineer', about: '<p>Hi</p>' } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ada Lovelace');
  });
});
