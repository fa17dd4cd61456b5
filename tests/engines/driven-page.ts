import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { crashText, errorRecorderSource, finderSource } from './finder.ts';
import { describeQuery, serializeQuery, type Engine, type EnginePage, type Query } from './engine-page.ts';

/** The few primitives an engine's driver gives; everything a journey uses is built on them (DrivenPage). */
export interface Driver<Handle> {
  navigate(url: string): Promise<void>;
  reload(): Promise<void>;
  currentUrl(): Promise<string>;
  /** Runs a script's source `(arg) => …` in the page; a returned element comes back as a Handle. */
  run<T>(fnSource: string, arg?: unknown): Promise<T>;
  element(fnSource: string, arg: unknown): Promise<Handle | null>;
  click(handle: Handle): Promise<void>;
  type(handle: Handle, value: string): Promise<void>;
  screenshot(): Promise<Buffer>;
  /** Errors the driver itself saw (events over BiDi); a driver without such events returns []. */
  reportedErrors(): string[];
  close(): Promise<void>;
}

const POLL_MS = 100;

export class DrivenPage<Handle> implements EnginePage {
  private allowed: RegExp[] = [];

  constructor(
    readonly engine: Engine,
    private readonly origin: string,
    private readonly driver: Driver<Handle>,
    private readonly failureDir: string,
  ) {}

  async goto(path: string): Promise<void> {
    await this.driver.navigate(new URL(path, this.origin).href);
    await this.recordErrors();
  }

  async reload(): Promise<void> {
    await this.driver.reload();
    await this.recordErrors();
  }

  url(): Promise<string> {
    return this.driver.currentUrl();
  }

  async waitFor(query: Query, timeoutMs = 20_000): Promise<void> {
    await this.handle(query, timeoutMs);
  }

  async waitForText(pattern: RegExp, timeoutMs = 20_000): Promise<void> {
    await this.handle({ role: 'page', text: pattern }, timeoutMs);
  }

  count(query: Query): Promise<number> {
    return this.driver.run<number>(`(q) => ${finderSource}(q, true)`, serializeQuery(query));
  }

  async click(query: Query): Promise<void> {
    // A re-render between finding and clicking replaces the element, or leaves it for a moment without a box
    // (Firefox: "not clickable"): find it again a moment later, as a person looks again.
    for (let attempt = 1; ; attempt++) {
      try {
        await this.driver.click(await this.handle(query));
        return;
      } catch (error) {
        if (attempt >= 3 || !isStale(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  async fill(query: Query, value: string): Promise<void> {
    await this.driver.type(await this.handle(query), value);
  }

  evaluate<T>(fnSource: string, arg?: unknown): Promise<T> {
    return this.driver.run<T>(fnSource, arg);
  }

  async screenshot(file: string): Promise<void> {
    await mkdir(dirname(file), { recursive: true });
    const { writeFile } = await import('node:fs/promises');
    await writeFile(file, await this.driver.screenshot());
  }

  async pageErrors(): Promise<string[]> {
    const recorded = await this.driver.run<string[]>('() => window.__engineErrors || []').catch(() => []);
    return [...this.driver.reportedErrors(), ...recorded].filter(
      (error) => !this.allowed.some((pattern) => pattern.test(error)),
    );
  }

  allowErrors(patterns: RegExp[]): void {
    this.allowed.push(...patterns);
  }

  close(): Promise<void> {
    return this.driver.close();
  }

  /**
   * Installs the error recorder as soon as the document is there (WebKit's classic WebDriver has no way
   * to run a script before the page's own; the app starts its code after the first paint, so this is
   * in time for it, and a crash of a screen shows as the error boundary's text, which waits look for).
   */
  private async recordErrors(): Promise<void> {
    await this.driver.run(`() => ${errorRecorderSource}`);
  }

  /** Polls for the element; fails at once when the page shows the error boundary, else at the timeout. */
  private async handle(query: Query, timeoutMs = 20_000): Promise<Handle> {
    const deadline = Date.now() + timeoutMs;
    const finder = `(q) => ${finderSource}(q, false)`;
    for (;;) {
      const found = await this.driver.element(finder, serializeQuery(query)).catch(() => null);
      if (found) return found;
      const text = await this.driver.run<string>('() => document.body ? document.body.innerText : ""').catch(() => '');
      if (crashText.test(text) || Date.now() > deadline) {
        const file = `${this.failureDir}/${this.engine}-${Date.now()}.png`;
        await this.screenshot(file).catch(() => undefined);
        const why = crashText.test(text) ? 'the page crashed' : `not found within ${timeoutMs} ms`;
        throw new Error(
          `${this.engine}: ${describeQuery(query)}: ${why} (${await this.url().catch(() => '?')}, screenshot ${file}).\nPage text: ${text.slice(0, 1500)}\nErrors: ${(await this.pageErrors()).join('\n')}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}

/** The element found is no longer in the page (WebDriver's stale element, BiDi's lost node), or has no box for a moment. */
function isStale(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /StaleElementReference|stale element|no such node|not found in the document|was not found|detached from document|not clickable/i.test(
    text,
  );
}
