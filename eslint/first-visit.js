import path from 'node:path';
import { importClosure, otherNativeRoutes, rootVisitEntries } from '../scripts/first-visit/modules.mjs';

/*
 * docs/decisions/0006-fluent-and-native-controls.md: the member's first screens are native controls with CSS modules.
 * Fluent UI's chunk (~90 KiB gzip) and its style engine would not fit the first visit's 130 KiB budget, so no module
 * those screens import statically (scripts/first-visit/modules.mjs: what `npm run size` counts, and the entry code,
 * the timetables and my workouts) imports Fluent UI; a Fluent dialog or field loads with `import()`. Icons one at a
 * time from the headless build are plain SVG data and allowed. The import graph is read once per ESLint process (an
 * editor's server sees a new import of a first screen after a restart; `npm run lint` always does).
 */

const root = path.resolve(import.meta.dirname, '..');
const relative = (file) => path.relative(root, file).split(path.sep).join('/');
const allowed = /^@fluentui\/react-icons\/headless\/svg\//;

/** @type {Map<string, string> | null} each module of the first screens, with the module it is reached from */
let firstScreens = null;
function firstScreenModules() {
  if (firstScreens === null) {
    const importers = new Map();
    const entries = [...rootVisitEntries, ...otherNativeRoutes];
    firstScreens = new Map(
      [...importClosure(root, entries, { lazy: false, importers })].map((file) => [
        file,
        importers.get(file) ?? 'an entry',
      ]),
    );
  }
  return firstScreens;
}

const noFluent = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = relative(context.filename);
    const importer = firstScreenModules().get(file);
    if (importer === undefined) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('@fluentui/') || allowed.test(source)) return;
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      context.report({
        node: node.source,
        message: `${file} is on a member's first screens (reached from ${importer}): no Fluent UI here, it would join the first visit's budget. Use src/ui's native components with a CSS module, or load the Fluent part with import() (docs/decisions/0006-fluent-and-native-controls.md).`,
      });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export const firstVisit = { rules: { 'no-fluent': noFluent } };
