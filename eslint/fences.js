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
 * A layer that reaches only some folders of the project (packages are free): options `{ allow, why }`,
 * `allow` a list of folder prefixes relative to the project root.
 */
const reachOnly = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } }, why: { type: 'string' } },
        required: ['allow', 'why'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const [{ allow, why }] = context.options;
    return eachImport((node, source) => {
      const reached = target(context.filename, source);
      if (reached !== null && !allow.some((folder) => reached.startsWith(folder)))
        context.report({ node, message: `${why} (not ${reached}).` });
    });
  },
};

export const fences = { rules: { 'feature-fence': featureFence, 'reach-only': reachOnly } };
