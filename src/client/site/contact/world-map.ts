/**
 * The decorative map written by scripts/generate-world-map.ts; the size is
 * the one that script prints, so the browser reserves the right box.
 */
export const WORLD_MAP = { src: '/world-map.svg', width: 1145, height: 599 } as const;
