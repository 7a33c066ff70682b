/**
 * A browser's user agent as a person names their device: 'Firefox 128 on
 * Linux'. The raw string stays available as a tooltip; anything that is no
 * known browser (a script, curl) is shown as sent, cut short.
 */

/** Checked in order: many browsers also claim to be Chrome or Safari, so the specific ones come first. */
const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\bOPR\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Headless Chrome', /\bHeadlessChrome\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
];

const SYSTEMS: readonly [name: string, pattern: RegExp][] = [
  ['iPadOS', /\biPad\b/],
  ['iOS', /\biPhone\b|\biPod\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

const MAX_RAW_LENGTH = 60;

export const UNKNOWN_DEVICE = 'Unknown device';

export function describeUserAgent(userAgent: string | null | undefined): string {
  const text = userAgent?.trim();
  if (!text) return UNKNOWN_DEVICE;
  const system = SYSTEMS.find(([, pattern]) => pattern.test(text))?.[0];
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(text);
    if (match) return system ? `${name} ${match[1]} on ${system}` : `${name} ${match[1]}`;
  }
  return text.length > MAX_RAW_LENGTH ? `${text.slice(0, MAX_RAW_LENGTH - 1)}…` : text;
}
