import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Environment } from '../../../src/shared/variable';
import { renderHome } from './render-site';

function renderLinks(links: Environment) {
  renderHome({
    environment: { name: 'Ada Lovelace', max_message_length: 1000, ...links },
    expertise: [],
    experience: [],
    projects: [],
  });
  return within(screen.getByRole('region', { name: 'Get in Touch' }));
}

const LABELS = ['GitHub', 'LinkedIn', 'Instagram', 'Email'];

describe('contact section: social links', () => {
  it('shows every configured link, in order, with its address', () => {
    const contact = renderLinks({
      github: 'https://github.com/ada',
      linkedin: 'https://www.linkedin.com/in/ada',
      instagram: 'https://www.instagram.com/ada',
      email: 'ada@example.com',
    });
    const list = contact.getByRole('list', { name: 'Social links' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(LABELS);

    const expected: [string, string][] = [
      ['GitHub', 'https://github.com/ada'],
      ['LinkedIn', 'https://www.linkedin.com/in/ada'],
      ['Instagram', 'https://www.instagram.com/ada'],
    ];
    for (const [name, href] of expected) {
      const link = contact.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      // The icon is decoration: the link's name is the network's.
      expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
    expect(contact.getByRole('heading', { level: 3, name: 'Find me online' })).toBeInTheDocument();
  });

  it('opens the mail program for the email link, in the same tab', () => {
    const contact = renderLinks({ email: 'ada@example.com' });
    const mail = contact.getByRole('link', { name: 'Email' });
    expect(mail).toHaveAttribute('href', 'mailto:ada@example.com');
    expect(mail).not.toHaveAttribute('target');
  });

  it('leaves out each link whose variable is empty or missing', () => {
    const contact = renderLinks({
      github: 'https://github.com/ada',
      linkedin: '  ',
      instagram: '',
    });
    expect(contact.getByRole('link', { name: 'GitHub' })).toBeInTheDocument();
    for (const name of ['LinkedIn', 'Instagram', 'Email'])
      expect(contact.queryByRole('link', { name })).not.toBeInTheDocument();
  });

  it('shows no links block at all when nothing is configured', () => {
    const contact = renderLinks({});
    for (const name of LABELS)
      expect(contact.queryByRole('link', { name })).not.toBeInTheDocument();
    expect(contact.queryByRole('list', { name: 'Social links' })).not.toBeInTheDocument();
    expect(contact.queryByRole('heading', { name: 'Find me online' })).not.toBeInTheDocument();
    // The form stands on its own.
    expect(contact.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('turns a bare handle or host path into the profile address, never another scheme', () => {
    const contact = renderLinks({
      github: 'ada',
      linkedin: 'www.linkedin.com/in/ada-l',
      instagram: 'javascript:alert(1)',
    });
    expect(contact.getByRole('link', { name: 'GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/ada',
    );
    expect(contact.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/ada-l',
    );
    expect(contact.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/javascript%3Aalert(1)',
    );
  });
});
