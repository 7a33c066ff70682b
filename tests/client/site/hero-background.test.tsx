import { describe, expect, it } from 'vitest';
import {
  CODE_LINE_COUNT,
  codeBackgroundImage,
  codeLines,
  codeSvg,
  identifierFrom,
} from '../../../src/client/site/code-background';

const ada = { name: 'Ada Lovelace', title: 'Software Engineer' };

describe('hero code background', () => {
  it('is the same for the same owner, so server and browser markup match', () => {
    expect(codeBackgroundImage(ada)).toBe(codeBackgroundImage({ ...ada }));
  });

  it('is generated from the owner: their name, title and an identifier from the name', () => {
    const lines = codeLines(ada);
    expect(lines).toHaveLength(CODE_LINE_COUNT);
    expect(lines).toContain("  name: 'Ada Lovelace',");
    expect(lines).toContain("  role: 'Software Engineer',");
    expect(lines).toContain('export const adaLovelace = {');
    expect(codeLines({ name: 'Grace Hopper', title: 'Admiral' })).not.toEqual(lines);
  });

  it('turns any name into a believable identifier', () => {
    expect(identifierFrom('José  María Núñez')).toBe('joseMariaNunez');
    expect(identifierFrom('42')).toBe('dev');
    expect(identifierFrom('')).toBe('dev');
  });

  it('escapes the owner text for SVG and for the CSS url()', () => {
    const hostile = { name: `<script>"&'#%`, title: 'R&D 😀' };
    const svg = codeSvg(hostile);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('R&amp;D');

    const image = codeBackgroundImage(hostile);
    const data = image.slice('url("'.length, -'")'.length);
    // Nothing that would end the CSS string, start a URL fragment or break the percent-encoding.
    expect(data).not.toMatch(/["\\#<>\n]/);
    expect(decodeURIComponent(data.slice('data:image/svg+xml,'.length))).toBe(svg);
  });
});
