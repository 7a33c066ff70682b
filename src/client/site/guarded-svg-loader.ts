/*
 * `external-svg-loader` with every icon it inlines cleaned first (see
 * icon-sanitizer.ts). The order of these imports is the point: a module's
 * imports run in the order written, so the guard is in place before the
 * library's first line runs. Both are loaded together, on demand, after
 * hydration, and neither is part of the page's first script.
 */
import './install-icon-guard';
import 'external-svg-loader';
