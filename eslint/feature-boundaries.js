import path from 'node:path';

// A feature imports another feature only through its index.ts (docs/architecture.md "One picture"): each
// relative import (import, export … from, import()) of a file of apps/server/src is resolved, and one that lands
// in features/B/ from outside B must land on features/B/index.ts. The files outside features/ (app.ts, worker.ts,
// work-tasks.ts, main.ts…) may also import features/B/routes.ts, the HTTP entry points the app assembles, and the
// work-pool entry points (a file named *-work.ts): each pool thread loads only the document work, not the feature.
// Tests, the seed (features/seed/), the test helpers (src/test/, */testing.ts, *-fixtures.ts) build data and may
// reach into a feature's internals.

const INDEX = new Set(['', 'index', 'index.ts', 'index.js']);
const ROUTES = new Set(['routes', 'routes.ts', 'routes.js']);
const isEntryPoint = (inner) => ROUTES.has(inner) || /-work(\.[jt]s)?$/.test(inner);

/** Where a path lies under `features`: its feature and the path inside it, or null outside features/. */
function placeOf(features, file) {
  const rel = path.relative(features, file);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [feature, ...inner] = rel.split(path.sep);
  return { feature, inner: inner.join('/') };
}

/** Files that may reach into any feature: tests, the seed and the helpers that build test data. */
function mayReachInternals(features, file) {
  const base = path.basename(file);
  if (/\.test\.[cm]?[jt]s$/.test(base) || base === 'testing.ts' || /-fixtures\.ts$/.test(base)) return true;
  const inside = (dir) => !path.relative(dir, file).startsWith('..');
  return inside(path.join(features, 'seed')) || inside(path.join(path.dirname(features), 'test'));
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: "Import another feature only through its index.ts ('../<feature>')." },
    schema: [
      {
        type: 'object',
        properties: {
          features: { type: 'string', description: 'The features folder (absolute or from cwd).' },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      internal:
        "{{importer}} imports features/{{target}}/{{file}}: import what {{target}} exposes from '{{index}}' (its index.ts)",
    },
  },
  create(context) {
    const features = path.resolve(context.cwd, context.options[0]?.features ?? 'apps/server/src/features');
    const filename = context.filename;
    if (!path.isAbsolute(filename) || mayReachInternals(features, filename)) return {};
    const from = placeOf(features, filename);
    const importer = from
      ? `features/${from.feature}`
      : path.relative(path.dirname(features), filename).split(path.sep).join('/');

    function check(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (!specifier.startsWith('.')) return;
      const to = placeOf(features, path.resolve(path.dirname(filename), specifier));
      if (!to || to.feature === from?.feature) return;
      if (INDEX.has(to.inner) || (!from && isEntryPoint(to.inner))) return;
      let index = path
        .relative(path.dirname(filename), path.join(features, to.feature))
        .split(path.sep)
        .join('/');
      if (!index.startsWith('.')) index = `./${index}`;
      context.report({
        node: source,
        messageId: 'internal',
        data: { importer, target: to.feature, file: to.inner, index },
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
