import type { Rule } from 'eslint';

/** The local ESLint rule `local/feature-boundaries` (feature-boundaries.js). */
declare const featureBoundaries: Rule.RuleModule;
export default featureBoundaries;
