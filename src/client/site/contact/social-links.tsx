import type { ReactNode } from 'react';
import type { Owner } from '../home-data';

type ProfileKind = 'github' | 'linkedin' | 'instagram';

const PROFILE_BASE: Record<ProfileKind, string> = {
  github: 'https://github.com/',
  linkedin: 'https://www.linkedin.com/in/',
  instagram: 'https://www.instagram.com/',
};

/**
 * Where a profile variable points. A full http(s) URL is used as it is; a
 * bare "github.com/ada" gains its scheme; anything else is taken as the
 * handle on that network, escaped, so no value can become another scheme.
 */
export function profileHref(kind: ProfileKind, value: string): string {
  if (/^https?:\/\//i.test(value)) return value;
  if (/^[\w-]+(\.[\w-]+)+\//.test(value)) return `https://${value}`;
  return PROFILE_BASE[kind] + encodeURIComponent(value.replace(/^@/, ''));
}

interface SocialLink {
  key: string;
  label: string;
  href: string;
  external: boolean;
  icon: ReactNode;
}

/** The configured links in a fixed order; an empty variable gives no link. */
export function socialLinksOf(links: Owner['links']): SocialLink[] {
  const result: SocialLink[] = [];
  const profiles: [ProfileKind, string, ReactNode][] = [
    ['github', 'GitHub', <GitHubIcon key="icon" />],
    ['linkedin', 'LinkedIn', <LinkedInIcon key="icon" />],
    ['instagram', 'Instagram', <InstagramIcon key="icon" />],
  ];
  for (const [kind, label, icon] of profiles) {
    const value = links[kind];
    if (value)
      result.push({ key: kind, label, href: profileHref(kind, value), external: true, icon });
  }
  if (links.email) {
    result.push({
      key: 'email',
      label: 'Email',
      href: `mailto:${encodeURI(links.email)}`,
      external: false,
      icon: <MailIcon />,
    });
  }
  return result;
}

/** Icon links to the owner's profiles; the list is absent when none is configured. */
export function SocialLinks({ links }: { links: Owner['links'] }) {
  const items = socialLinksOf(links);
  if (items.length === 0) return null;
  return (
    <ul className="contact-social" aria-label="Social links">
      {items.map((item) => (
        <li key={item.key}>
          <a
            className="contact-social-link"
            href={item.href}
            aria-label={item.label}
            title={item.label}
            {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {item.icon}
          </a>
        </li>
      ))}
    </ul>
  );
}

/*
 * Stroke icons drawn inline in the style of the ui kit's icons: no request,
 * no icon font, and they take the link's colour. Hidden from assistive
 * technology; each link carries its own name.
 */
function SocialIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

function GitHubIcon() {
  return (
    <SocialIcon>
      <path d="M9 19c-5 1.5-5-2.5-7-3m14 6v-3.87a3.37 3.37 0 0 0-.94-2.61c3.14-.35 6.44-1.54 6.44-7A5.44 5.44 0 0 0 20 4.77 5.07 5.07 0 0 0 19.91 1S18.73.65 16 2.48a13.38 13.38 0 0 0-7 0C6.27.65 5.09 1 5.09 1A5.07 5.07 0 0 0 5 4.77a5.44 5.44 0 0 0-1.5 3.78c0 5.42 3.3 6.61 6.44 7A3.37 3.37 0 0 0 9 18.13V22" />
    </SocialIcon>
  );
}

function LinkedInIcon() {
  return (
    <SocialIcon>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect x="2" y="9" width="4" height="12" />
      <circle cx="4" cy="4" r="2" />
    </SocialIcon>
  );
}

function InstagramIcon() {
  return (
    <SocialIcon>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </SocialIcon>
  );
}

function MailIcon() {
  return (
    <SocialIcon>
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <path d="m22 6-10 7L2 6" />
    </SocialIcon>
  );
}
