/**
 * Test series: timed tests over practice problems.
 * The only module other slices and the composition root import from this slice (lint-enforced: eslint.config.js).
 */
export { default as testSeriesPlugin } from './test-series.plugin.ts';
