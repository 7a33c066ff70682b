/**
 * The package's own svg-loader.d.ts is empty. It exports nothing: importing it
 * starts the loader, which works on `svg[data-src]` elements by side effect.
 */
declare module 'external-svg-loader' {}
