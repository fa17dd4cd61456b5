import path from 'node:path';

/*
 * Import fences that resolve each relative import against the importing file, so no spelling of a path
 * (`../x`, `../../features/x`, `./a/../../x`) gets round them, at any folder depth.
 */

const root = path.resolve(import.meta.dirname, '..');
const relative = (file) => path.relative(root, file).split(path.sep).join('/');

/** Every import, re-export and dynamic import with a literal source, handed to `check(node, source)`. */
function eachImport(check) {
  const fromSource = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source, node.source.value);
  };
  return {
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ImportExpression: fromSource,
  };
}

/** The project path an import reaches, or null for a package. */
function target(filename, source) {
  if (!source.startsWith('.')) return null;
  return relative(path.resolve(path.dirname(filename), source));
}

const featureOf = (projectPath) => /^src\/features\/([^/]+)\//.exec(projectPath)?.[1] ?? null;

/** A feature imports no other feature: what two of them share moves below src/features. */
const featureFence = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const own = featureOf(relative(context.filename));
    if (own === null) return {};
    return eachImport((node, source) => {
      const other = featureOf(target(context.filename, source) ?? '');
      if (other !== null && other !== own)
        context.report({
          node,
          message: `A feature imports no other feature (${own} → ${other}): move what they share below src/features, or hand it in through a prop from the route.`,
        });
    });
  },
};

/**
 * The service worker runs apart from the app: it takes only the wire contract, the pure rules in src/shared
 * that the app and the server share, and its own files.
 */
const serviceWorkerFence = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    return eachImport((node, source) => {
      const reached = target(context.filename, source);
      if (reached !== null && !/^(sw|src\/api\/contract|src\/shared)\//.test(reached))
        context.report({
          node,
          message: `The service worker imports only src/api/contract, src/shared and sw/ (not ${reached}): move the pure rule it needs to src/shared.`,
        });
    });
  },
};

export const fences = { rules: { 'feature-fence': featureFence, 'service-worker-fence': serviceWorkerFence } };
