import { describe, expect, it } from 'vitest';
import { sanitizeAboutHtml } from '../../src/server/modules/variable/about-html';

describe('the about HTML sanitizer', () => {
  it('drops style attributes that carry script, keeps ordinary ones', async () => {
    const clean = await sanitizeAboutHtml(
      [
        '<div style="width:expression(alert(1))">a</div>',
        '<p style="background:url(javascript:alert(1))">b</p>',
        '<span style="behavior: url(x.htc)">c</span>',
        '<em style="color: #c00; text-align: center">d</em>',
      ].join(''),
    );
    expect(clean).toBe(
      '<div>a</div><p>b</p><span>c</span><em style="color: #c00; text-align: center">d</em>',
    );
  });

  it('still removes scripts, handlers and script links', async () => {
    const clean = await sanitizeAboutHtml(
      '<p onclick="x()">p</p><script>x()</script><a href="jav&#x09;ascript:x()">l</a>',
    );
    expect(clean).toBe('<p>p</p><a>l</a>');
  });
});
