/** Tags that separate words when the HTML is read as text. */
const BLOCK_TAG =
  /<\/?(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|ol|p|pre|section|table|td|th|tr|ul)\b[^>]*>/gi;
const ANY_TAG = /<[^>]*>/g;
const COMMENT = /<!--[\s\S]*?-->/g;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * The words of an HTML fragment: tags dropped (block tags become spaces, so
 * paragraphs do not run together), entities decoded, whitespace collapsed.
 * Only for text that is escaped again where it is used, never for markup.
 */
export function htmlToText(html: string): string {
  const text = html.replace(COMMENT, ' ').replace(BLOCK_TAG, ' ').replace(ANY_TAG, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/**
 * Text cut to at most `max` characters on a word boundary, with an ellipsis
 * when cut: search engines show about 160 characters of a description.
 */
export function excerpt(text: string, max = 160): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  // One very long word: cutting inside it beats an almost empty excerpt.
  const cut = lastSpace >= max / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.!?\-–—]+$/, '')}…`;
}
