import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown, renderMarkdown } from '../../src/client/ui/markdown';

function renderContent(content: string) {
  const { container } = render(<Markdown content={content} />);
  const root = container.firstElementChild;
  if (!(root instanceof HTMLElement)) throw new Error('Markdown rendered nothing');
  return root;
}

describe('Markdown', () => {
  it('renders headings, emphasis, lists and code', () => {
    const root = renderContent(
      '# Overview\n\nSome **bold** and _soft_ text.\n\n- one\n- two\n\n```\nconst x = 1;\n```',
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(root.querySelector('strong')).toHaveTextContent('bold');
    expect(root.querySelector('em')).toHaveTextContent('soft');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['one', 'two']);
    expect(root.querySelector('pre code')).toHaveTextContent('const x = 1;');
  });

  it('lets the keyboard reach a code block, which may scroll sideways', () => {
    const root = renderContent(
      '```\nconst aVeryLongName = compute(withManyArguments, andMore);\n```',
    );
    expect(root.querySelector('pre')).toHaveAttribute('tabindex', '0');
  });

  it('opens links in a new tab without an opener', () => {
    renderContent('See [the docs](https://example.com/docs) and <https://example.org>.');

    const docs = screen.getByRole('link', { name: 'the docs' });
    expect(docs).toHaveAttribute('href', 'https://example.com/docs');
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'https://example.org' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const root = renderContent(
      [
        'Hello <script>window.__pwned = true</script>',
        '',
        '<img src="x.png" alt="pic" onerror="window.__pwned = true">',
        '',
        '[click](javascript:alert(1)) <a href="javascript:alert(2)">raw</a>',
        '',
        '<div onclick="alert(3)" style="color: red">box</div><style>body{display:none}</style>',
      ].join('\n'),
    );

    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('style')).toBeNull();
    expect(root.innerHTML).not.toMatch(/onerror|onclick|javascript:|__pwned/i);
    expect(screen.getByRole('img', { name: 'pic' })).toHaveAttribute('src', 'x.png');
    expect(root).toHaveTextContent('box');
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('drops style attributes that carry old-style script, keeps plain styles', () => {
    const html = renderMarkdown(
      '<p style="width: expression(alert(1))">old</p><p style="behavior: url(x.htc)">ie</p><p style="color: red">plain</p>',
    );
    expect(html).not.toMatch(/expression|behavior/);
    expect(html).toContain('style="color: red"');
  });

  it('renders plain text as a paragraph', () => {
    expect(renderMarkdown('Just text')).toBe('<p>Just text</p>\n');
  });
});
