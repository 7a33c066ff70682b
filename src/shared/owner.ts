import type { Environment } from './variable';

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
