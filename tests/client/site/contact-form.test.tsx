import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONTACT_FAILED_TEXT,
  CONTACT_NOTICE_MS,
  CONTACT_SENT_TEXT,
} from '../../../src/client/site/contact/contact-texts';
import type { Environment } from '../../../src/shared/variable';
import { envelope } from '../../mocks';
import { server } from '../../mocks/server';
import { renderHome } from './render-site';

const MAX = 20;
const environment: Environment = {
  name: 'Ada Lovelace',
  title: 'Engineer',
  max_message_length: MAX,
};

function renderContact(env: Environment = environment) {
  // Every part embedded, as the server does: the page itself fetches nothing.
  const view = renderHome({ environment: env, expertise: [], experience: [], projects: [] });
  const section = screen.getByRole('region', { name: 'Get in Touch' });
  const inSection = within(section);
  return {
    ...view,
    section,
    name: inSection.getByRole('textbox', { name: 'Name' }),
    email: inSection.getByRole('textbox', { name: 'Email' }),
    message: inSection.getByRole('textbox', { name: 'Message' }),
    robot: inSection.getByRole('checkbox', { name: 'I am not a robot' }),
    send: inSection.getByRole('button', { name: 'Send' }),
    status: inSection.getByRole('status'),
    alerts: () => inSection.queryAllByRole('alert').map((alert) => alert.textContent),
  };
}

/** Every message the page tries to send, so a test can say none was. */
function recordMessageRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/api/message')) seen.push(`${request.method} ${path}`);
  });
  return seen;
}

/** Answers `POST /api/message` with `reply`, keeping each body it received. */
function answerMessages(reply: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/message', async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

const created = () =>
  HttpResponse.json({
    messageId: 1,
    name: 'Grace Hopper',
    email: 'grace@example.com',
    message: 'Hello there',
    read: false,
    createdAt: '2026-06-15T10:00:00.000Z',
  });

async function fillValid(view: ReturnType<typeof renderContact>) {
  await view.user.type(view.name, 'Grace Hopper');
  await view.user.type(view.email, 'grace@example.com');
  await view.user.type(view.message, 'Hello there');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('contact form: fields and rules', () => {
  it('labels every field and names the section', () => {
    const view = renderContact();
    expect(view.section).toHaveAttribute('id', 'contact');
    expect(within(view.section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Get in Touch',
    );
    for (const field of [view.name, view.email, view.message]) {
      expect(field).toHaveAttribute('aria-required', 'true');
      expect(field).not.toHaveAttribute('aria-invalid');
    }
    expect(view.message.tagName).toBe('TEXTAREA');
    expect(view.robot).not.toBeChecked();
    expect(view.send).toBeEnabled();
    expect(view.alerts()).toEqual([]);
  });

  it('counts the message against max_message_length', async () => {
    const view = renderContact();
    const counter = within(view.section).getByText(`0/${MAX}`);
    expect(view.message).toHaveAccessibleDescription(`0/${MAX}`);
    await view.user.type(view.message, 'Hello');
    expect(counter).toHaveTextContent(`5/${MAX}`);
  });

  it('counts against 0 before the limit has loaded and leaves the length to the server', async () => {
    const view = renderContact({ name: 'Ada Lovelace' });
    await view.user.type(view.message, 'Hello');
    expect(within(view.section).getByText('5/0')).toBeInTheDocument();
    expect(view.alerts()).toEqual([]);
  });

  it('shows nothing until a field is touched, then checks it on blur', async () => {
    const view = renderContact();
    await view.user.click(view.name);
    expect(view.alerts()).toEqual([]);
    await view.user.tab();
    expect(view.alerts()).toEqual(['Name is required']);
    expect(view.name).toHaveAttribute('aria-invalid', 'true');
    expect(view.name).toHaveAccessibleDescription('Name is required');
    // The email field was only focused, not left: its error waits for the blur.
    expect(view.email).toHaveFocus();
    expect(view.email).not.toHaveAttribute('aria-invalid');
    await view.user.tab();
    expect(view.alerts()).toEqual(['Name is required', 'Email is required']);
  });

  it('checks the name on input: required and at most 100 characters', async () => {
    const view = renderContact();
    await view.user.type(view.name, 'G');
    expect(view.alerts()).toEqual([]);
    await view.user.clear(view.name);
    expect(view.alerts()).toEqual(['Name is required']);
    await view.user.paste('x'.repeat(100));
    expect(view.alerts()).toEqual([]);
    await view.user.type(view.name, 'x');
    expect(view.alerts()).toEqual(['Name is too long']);
    expect(view.name).toHaveAccessibleDescription('Name is too long');
  });

  it('checks the email on input: required, a valid address, at most 320 characters', async () => {
    const view = renderContact();
    await view.user.type(view.email, 'grace@');
    expect(view.alerts()).toEqual(['Email is invalid']);
    await view.user.type(view.email, 'example.com');
    expect(view.alerts()).toEqual([]);
    expect(view.email).not.toHaveAttribute('aria-invalid');
    await view.user.clear(view.email);
    expect(view.alerts()).toEqual(['Email is required']);
    await view.user.paste(`${'a'.repeat(309)}@example.com`);
    expect(view.email).toHaveValue(`${'a'.repeat(309)}@example.com`);
    expect(view.alerts()).toEqual(['Email is too long']);
    expect(view.email).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the message on input: required and at most max_message_length', async () => {
    const view = renderContact();
    await view.user.click(view.message);
    await view.user.paste('m'.repeat(MAX));
    expect(view.alerts()).toEqual([]);
    await view.user.type(view.message, 'm');
    expect(view.alerts()).toEqual(['Message is too long']);
    expect(within(view.section).getByText(`${MAX + 1}/${MAX}`)).toBeInTheDocument();
    expect(view.message).toHaveAccessibleDescription(`Message is too long ${MAX + 1}/${MAX}`);
    await view.user.clear(view.message);
    expect(view.alerts()).toEqual(['Message is required']);
  });

  it('on submit shows every error, focuses the first bad field and sends nothing', async () => {
    const requests = recordMessageRequests();
    const view = renderContact();
    await view.user.click(view.send);
    expect(view.alerts()).toEqual(['Name is required', 'Email is required', 'Message is required']);
    expect(view.name).toHaveFocus();
    await view.user.type(view.name, 'Grace');
    await view.user.type(view.email, 'not-an-address');
    await view.user.click(view.send);
    expect(view.alerts()).toEqual(['Email is invalid', 'Message is required']);
    expect(view.email).toHaveFocus();
    expect(view.status).toBeEmptyDOMElement();
    expect(requests).toEqual([]);
  });
});

describe('contact form: sending', () => {
  it('posts name, email and message, clears the form and shows the notice for 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const bodies = answerMessages(created);
    const view = renderContact();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(view.name);
    await user.tab();
    expect(view.alerts()).toEqual(['Name is required']);
    await user.type(view.name, 'Grace Hopper');
    await user.type(view.email, 'grace@example.com');
    await user.type(view.message, 'Hello there');
    await user.click(view.send);

    expect(await within(view.status).findByText(CONTACT_SENT_TEXT)).toBeInTheDocument();
    expect(CONTACT_SENT_TEXT).toBe('Message sent successfully!');
    expect(bodies).toEqual([
      { name: 'Grace Hopper', email: 'grace@example.com', message: 'Hello there' },
    ]);
    expect(view.name).toHaveValue('');
    expect(view.email).toHaveValue('');
    expect(view.message).toHaveValue('');
    expect(within(view.section).getByText(`0/${MAX}`)).toBeInTheDocument();
    // Empty again, yet nothing reads as an error: the form starts over untouched.
    expect(view.alerts()).toEqual([]);
    expect(view.name).not.toHaveAttribute('aria-invalid');

    expect(CONTACT_NOTICE_MS).toBe(5000);
    act(() => {
      vi.advanceTimersByTime(CONTACT_NOTICE_MS - 100);
    });
    expect(view.status).toHaveTextContent(CONTACT_SENT_TEXT);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(view.status).toBeEmptyDOMElement();
  });

  it('disables Send while the message is on its way', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    answerMessages(async () => {
      await answered;
      return created();
    });
    const view = renderContact();
    await fillValid(view);
    await view.user.click(view.send);
    expect(view.send).toBeDisabled();
    expect(view.status).toBeEmptyDOMElement();
    release();
    expect(await within(view.status).findByText(CONTACT_SENT_TEXT)).toBeInTheDocument();
    expect(view.send).toBeEnabled();
  });

  it.each([
    ['a server fault', () => HttpResponse.json(envelope(500, 'Internal error'), { status: 500 })],
    [
      'rate limiting (429)',
      () => HttpResponse.json(envelope(429, 'Too many requests'), { status: 429 }),
    ],
    [
      'refused input',
      () => HttpResponse.json(envelope(1002, 'Failed to create Message'), { status: 400 }),
    ],
    ['no connection', () => HttpResponse.error()],
  ])('on %s shows the failure notice and keeps what was typed', async (_case, reply) => {
    const bodies = answerMessages(reply);
    const view = renderContact();
    await fillValid(view);
    await view.user.click(view.send);
    expect(await within(view.status).findByText(CONTACT_FAILED_TEXT)).toBeInTheDocument();
    expect(CONTACT_FAILED_TEXT).toBe('Something went wrong, please try again later!');
    expect(bodies).toHaveLength(1);
    expect(view.name).toHaveValue('Grace Hopper');
    expect(view.email).toHaveValue('grace@example.com');
    expect(view.message).toHaveValue('Hello there');
    expect(view.send).toBeEnabled();
  });

  it('hides the failure notice after 5 seconds as well', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    answerMessages(() => HttpResponse.error());
    const view = renderContact();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(view.name, 'Grace Hopper');
    await user.type(view.email, 'grace@example.com');
    await user.type(view.message, 'Hello there');
    await user.click(view.send);
    expect(await within(view.status).findByText(CONTACT_FAILED_TEXT)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(CONTACT_NOTICE_MS);
    });
    expect(view.status).toBeEmptyDOMElement();
  });
});

describe("contact form: the 'I am not a robot' box", () => {
  it('when ticked, resets the form and reports success without calling the server', async () => {
    const requests = recordMessageRequests();
    const view = renderContact();
    await fillValid(view);
    await view.user.click(view.robot);
    expect(view.robot).toBeChecked();
    await view.user.click(view.send);

    expect(await within(view.status).findByText(CONTACT_SENT_TEXT)).toBeInTheDocument();
    expect(view.name).toHaveValue('');
    expect(view.email).toHaveValue('');
    expect(view.message).toHaveValue('');
    expect(view.robot).not.toBeChecked();
    expect(view.alerts()).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('when ticked, reports the drop by a beacon that carries no field of the message', async () => {
    const sendBeacon = vi.fn<(url: string, data?: BodyInit | null) => boolean>(() => true);
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { sendBeacon }),
    );
    try {
      const requests = recordMessageRequests();
      const view = renderContact();
      await fillValid(view);
      await view.user.click(view.robot);
      await view.user.click(view.send);

      expect(await within(view.status).findByText(CONTACT_SENT_TEXT)).toBeInTheDocument();
      expect(sendBeacon).toHaveBeenCalledTimes(1);
      expect(sendBeacon.mock.calls[0]).toEqual(['/beacon/message-dropped']);
      expect(requests).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends no beacon for a message that is sent', async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { sendBeacon }),
    );
    try {
      answerMessages(() => HttpResponse.json({ messageId: 1 }));
      const view = renderContact();
      await fillValid(view);
      await view.user.click(view.send);
      expect(await within(view.status).findByText(CONTACT_SENT_TEXT)).toBeInTheDocument();
      expect(sendBeacon).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('when ticked, still lets validation run first', async () => {
    const requests = recordMessageRequests();
    const view = renderContact();
    await view.user.click(view.robot);
    await view.user.click(view.send);
    expect(view.alerts()).toEqual(['Name is required', 'Email is required', 'Message is required']);
    expect(view.status).toBeEmptyDOMElement();
    expect(view.robot).toBeChecked();
    expect(requests).toEqual([]);
  });
});
