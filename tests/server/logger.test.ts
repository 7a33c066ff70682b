import { describe, expect, it } from 'vitest';
import { createLogger, logFormat } from '../../src/server/logger';

describe('the log format', () => {
  it.each([
    ['development', true, 'pretty'],
    ['test', true, 'pretty'],
    ['production', true, 'json'],
    ['development', false, 'json'],
    ['development', undefined, 'json'],
    ['production', false, 'json'],
  ] as const)('%s with a terminal: %s → %s', (env, isTTY, format) => {
    expect(logFormat({ env, isTTY })).toBe(format);
  });

  it('makes a working logger in either format, at the level given', () => {
    for (const format of ['json', 'pretty'] as const) {
      const logger = createLogger('warn', format);
      expect(logger.level).toBe('warn');
      expect(logger.isLevelEnabled('info')).toBe(false);
      expect(logger.isLevelEnabled('error')).toBe(true);
    }
  });
});
