import { guardInlinedIcons } from './icon-sanitizer';

// Imported for this effect alone, before the loader (guarded-svg-loader.ts).
guardInlinedIcons();
