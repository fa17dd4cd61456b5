import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * What a phone's engine needs from the layout files, read from the files themselves: a computed style cannot
 * show it (happy-dom and desktop Chromium have no notch, no dynamic toolbar and no env() insets).
 */

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Every file under a folder, as paths relative to the project. */
function filesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** The declarations of each rule of a stylesheet, by its selector (comments dropped; nested at-rules flattened). */
function rules(css: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const text = css.replace(/\/\*[^]*?\*\//g, '');
  for (const match of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selector = match[1]!.trim();
    const declarations = match[2]!
      .split(';')
      .map((d) => d.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
    out.set(selector, [...(out.get(selector) ?? []), ...declarations]);
  }
  return out;
}

function declaration(css: string, selector: string, property: string): string {
  const found = (rules(css).get(selector) ?? []).filter((d) => d.startsWith(`${property}:`));
  expect(found, `${selector} { ${property} }`).not.toHaveLength(0);
  return found.at(-1)!;
}

describe('the viewport on phones', () => {
  it('lets the page reach under the notch (viewport-fit=cover), so the insets below are not zero in standalone mode', () => {
    const meta = /<meta name="viewport" content="([^"]*)"/.exec(read('index.html'))?.[1] ?? '';
    expect(meta.split(/\s*,\s*/)).toEqual(expect.arrayContaining(['width=device-width', 'viewport-fit=cover']));
  });

  it('sizes every full-height layout by the dynamic viewport, with 100vh first for Safari before 15.4', () => {
    const sheets = [...filesUnder('src').filter((file) => file.endsWith('.css')), 'index.html'];
    const checked: string[] = [];
    for (const file of sheets) {
      for (const [selector, declarations] of rules(read(file))) {
        declarations.forEach((d, i) => {
          const [property] = d.split(':');
          if (!/(^|[^a-z])\d*\.?\d+vh\b/.test(d)) return;
          checked.push(`${file} ${selector}`);
          // the same property in dvh (or svh/lvh) after the vh line
          const later = declarations
            .slice(i + 1)
            .some((next) => next.startsWith(`${property}:`) && /\d(dvh|svh|lvh)\b/.test(next));
          expect(later, `${file} ${selector} { ${d} } has no dvh line after it`).toBe(true);
        });
      }
    }
    expect(checked).toContain('src/shell/app-layout.module.css .root');
    // Fluent styles in TypeScript: a vh value only as the fallback of a dvh one
    for (const file of filesUnder('src').filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))) {
      for (const match of read(file).matchAll(/'(\d+vh)'(.{0,12})/g)) {
        expect(match[2], `${file}: '${match[1]}' without a dvh value after it`).toMatch(/^,\s*'\d+dvh'/);
      }
    }
  });
});

describe('the safe-area insets of a notched phone', () => {
  const inset = (side: string) => `env(safe-area-inset-${side}, 0px)`;

  it('pads the top bar, and the shell the server paints before the app, below the notch and beside it', () => {
    for (const [file, selector] of [
      ['src/shell/top-bar.module.css', '.bar'],
      ['src/shell/global.css', '.app-shell'],
    ] as const) {
      const padding = declaration(read(file), selector, 'padding');
      expect(padding, file).toMatch(new RegExp(`^padding: ${escape(inset('top'))} `));
      expect(padding, file).toContain(`max(var(--spacingHorizontalS), ${inset('left')})`);
      expect(padding, file).toContain(`max(var(--spacingHorizontalS), ${inset('right')})`);
    }
  });

  it('moves the page content down by the notch and keeps its sides clear of it', () => {
    const css = read('src/shell/app-layout.module.css');
    expect(declaration(css, '.main', 'padding-top')).toBe(`padding-top: calc(64px + ${inset('top')})`);
    expect(declaration(css, '.narrow', 'padding-left')).toBe(`padding-left: max(4px, ${inset('left')})`);
    expect(declaration(css, '.wide', 'padding-right')).toBe(`padding-right: max(180px, ${inset('right')})`);
  });

  it('keeps the bottom component and the snackbar above the home indicator', () => {
    expect(declaration(read('src/shell/bottom-bar.module.css'), '.footer', 'padding')).toContain(
      `max(var(--spacingVerticalM), ${inset('bottom')})`,
    );
    expect(declaration(read('src/shell/snackbar.module.css'), '.root', 'bottom')).toBe(
      `bottom: calc(16px + ${inset('bottom')})`,
    );
  });

  it("pads the door snapshot (the service worker's offline /entry) like the entry page", () => {
    const padding = declaration(read('src/shell/global.css'), '.door-snapshot', 'padding');
    expect(padding).toBe(
      `padding: calc(64px + ${inset('top')}) max(4px, ${inset('right')}) calc(24px + ${inset('bottom')}) max(4px, ${inset('left')})`,
    );
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
