/*
 * docs/decisions/0006-fluent-and-native-controls.md, "Styling": a CSS module beside the component is the default;
 * Griffel (`makeStyles` and its kin) only in a file that renders a Fluent UI component itself, where the style engine
 * comes with Fluent's chunk anyway; never both tools in one file. "Renders" is read from the file's JSX: an element
 * named by a capitalised value imported from @fluentui/react-components (`<Button>`, `<Dialog.Surface>`).
 */

const fluent = '@fluentui/react-components';
const griffelApis = new Set(['makeStyles', 'makeResetStyles', 'makeStaticStyles']);
const cssModule = /\.module\.css(\?.*)?$/;

const importedName = (specifier) => specifier.imported.name ?? specifier.imported.value;

/** The root identifier of a JSX element's name (`Button`, `Dialog` of `Dialog.Surface`), or null. */
function elementRoot(name) {
  let node = name;
  while (node.type === 'JSXMemberExpression') node = node.object;
  return node.type === 'JSXIdentifier' ? node.name : null;
}

const oneTool = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      noFluent:
        'makeStyles only in a file that renders Fluent UI components itself (docs/decisions/0006-fluent-and-native-controls.md, "Styling"): use a CSS module beside the component, on the theme variables (var(--spacingHorizontalS), var(--colorNeutralForeground2)).',
      both: 'One style tool per file (docs/decisions/0006-fluent-and-native-controls.md, "Styling"): this file imports a CSS module, so no makeStyles here.',
    },
  },
  create(context) {
    /** @type {import('estree').Node | null} */
    let griffel = null;
    let importsCssModule = false;
    const components = new Set();
    const rendered = new Set();
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string') return;
        if (cssModule.test(source)) importsCssModule = true;
        const fromFluent = source === fluent;
        if ((!fromFluent && !source.startsWith('@griffel/')) || node.importKind === 'type') return;
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
          const name = importedName(specifier);
          if (griffelApis.has(name)) griffel ??= specifier;
          else if (fromFluent && /^[A-Z]/.test(name)) components.add(specifier.local.name);
        }
      },
      JSXOpeningElement(node) {
        const root = elementRoot(node.name);
        if (root !== null) rendered.add(root);
      },
      'Program:exit'() {
        if (griffel === null) return;
        if (importsCssModule) context.report({ node: griffel, messageId: 'both' });
        else if (![...components].some((name) => rendered.has(name)))
          context.report({ node: griffel, messageId: 'noFluent' });
      },
    };
  },
};

export const styling = { rules: { 'one-tool': oneTool } };
