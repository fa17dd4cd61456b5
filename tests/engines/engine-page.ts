/*
 * What a journey needs of a browser, whatever drives it: Firefox over WebDriver BiDi (puppeteer-core),
 * WebKit over classic WebDriver (WebKitWebDriver). Elements are found in the page by role and accessible
 * name, as a person finds them, by one finder that runs in the page (finder.ts).
 */

export type Engine = 'firefox' | 'webkit';

export type Role =
  | 'button'
  | 'link'
  | 'heading'
  | 'textbox'
  | 'switch'
  | 'checkbox'
  | 'dialog'
  | 'img'
  | 'status'
  | 'article'
  | 'region'
  | 'listitem'
  | 'navigation'
  /** The whole page (its body): for text anywhere on screen. */
  | 'page';

/** An element as a person finds it: its role, its accessible name and/or its text, perhaps inside another. */
export type Query = { role: Role; name?: string | RegExp; text?: string | RegExp; within?: Query };

export interface EnginePage {
  readonly engine: Engine;
  /** Loads a path of the app's origin and waits for the document to load. */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** The first visible element matching the query, waited for; throws with the page's text when it does not come. */
  waitFor(query: Query, timeoutMs?: number): Promise<void>;
  /** Waits until the page's visible text matches (a snackbar, a status line). */
  waitForText(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** How many visible elements match, now. */
  count(query: Query): Promise<number>;
  click(query: Query): Promise<void>;
  /** Types into an input, replacing its value, as a person would (the engine's own key events). */
  fill(query: Query, value: string): Promise<void>;
  /** Runs `(arg) => …` (source text, may be async) in the page and returns its JSON-able result. */
  evaluate<T>(fnSource: string, arg?: unknown): Promise<T>;
  screenshot(file: string): Promise<void>;
  /** Uncaught errors and console errors the page reported, less the ones the journey said to expect. */
  pageErrors(): Promise<string[]>;
  /** Errors matching these are expected from now on (requests failing while the server is stopped). */
  allowErrors(patterns: RegExp[]): void;
  close(): Promise<void>;
}

/** Queries cross into the page as JSON: a RegExp travels as its source and flags. */
export function serializeQuery(query: Query): unknown {
  const pattern = (p: string | RegExp | undefined) =>
    p === undefined
      ? undefined
      : typeof p === 'string'
        ? { source: `^${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, flags: '' }
        : { source: p.source, flags: p.flags };
  return {
    role: query.role,
    name: pattern(query.name),
    text: pattern(query.text),
    within: query.within && serializeQuery(query.within),
  };
}

export function describeQuery(query: Query): string {
  const parts = [
    query.role,
    query.name !== undefined && `name ${String(query.name)}`,
    query.text !== undefined && `text ${String(query.text)}`,
  ].filter(Boolean);
  return `${parts.join(' ')}${query.within ? ` in ${describeQuery(query.within)}` : ''}`;
}
