import type { Locator, Page } from '@playwright/test';

/** One finding of the design rules on a page: what is wrong, and the element's text so a reader can find it. */
export type DesignFinding = string;

/**
 * Controls that may be smaller than 44×44, each with its reason (src/ui/README.md, rule 2). A control matches by a
 * CSS selector. Keep it short: a control outside running text is 44 px unless a reason says otherwise.
 */
export const controlExceptions: readonly { selector: string; reason: string }[] = [
  { selector: 'a[href="#main"]', reason: 'the skip link: off-screen until focused from the keyboard' },
];

/** Least text size and hit area, in CSS px. */
export const MIN_TEXT_PX = 12;
export const MIN_TARGET_PX = 44;

/** Waits for the page's animations that end (a dialog opening, a colour changing) to end; spinners never do. */
export async function animationsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * A control's height in CSS px once the page's animations have ended: a dialog opens with a scale, and a 44 px
 * button measured on the way read 43.9 px in CI.
 */
export async function settledHeight(page: Page, control: Locator): Promise<number> {
  await animationsEnded(page);
  return control.evaluate((el) => el.getBoundingClientRect().height);
}

/**
 * Measures the rules of the design system a machine can measure on the page as it is (src/ui/README.md): no
 * sideways scroll, visible text at least 12 px, visible controls outside running text at least 44×44.
 */
export async function measureDesignRules(page: Page): Promise<DesignFinding[]> {
  return page.evaluate(
    ({ exceptions, minText, minTarget }) => {
      const findings: string[] = [];
      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth)
        findings.push(`scrolls sideways: ${root.scrollWidth} px wide in a ${root.clientWidth} px viewport`);

      const label = (el: Element) =>
        (el.getAttribute('aria-label') ?? el.textContent ?? (el as HTMLInputElement).value ?? '')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 60);
      const describe = (el: Element) => `<${el.tagName.toLowerCase()}> "${label(el)}"`;
      const shown = (el: Element) => {
        if (!el.checkVisibility({ opacityProperty: false, visibilityProperty: true })) return false;
        const box = el.getBoundingClientRect();
        // a visually hidden element (sr-only: 1×1 px, clipped) or one placed off-screen is not seen
        if (box.width <= 1 || box.height <= 1) return false;
        if (box.right <= 0 || box.bottom <= -window.scrollY - 10_000) return false;
        const style = getComputedStyle(el);
        if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') return false;
        return true;
      };

      // Text: every visible text node, measured at its element's computed size.
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const small = new Map<Element, string>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        const parent = node.parentElement;
        if (!text || !parent || small.has(parent) || parent.closest('svg, script, style, noscript')) continue;
        if (!shown(parent)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        const size = parseFloat(getComputedStyle(parent).fontSize);
        if (size < minText) small.set(parent, `text ${size} px: "${text.slice(0, 60)}"`);
      }
      findings.push(...small.values());

      // Controls: their box is the hit area; a link in running text (beside other words in its block) is exempt.
      const controls = document.querySelectorAll(
        'button, a[href], input:not([type="hidden"]), select, textarea, summary, ' +
          '[role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [role="menuitem"], [role="link"]',
      );
      const inRunningText = (el: Element) => {
        if (el.tagName !== 'A' && el.getAttribute('role') !== 'link') return false;
        const block = el.parentElement?.closest('p, li, dd, td, span, div');
        const own = label(el);
        const around = (block?.textContent ?? '').replace(/\s+/g, ' ').trim();
        return block !== null && block !== undefined && around.length > own.length + 1;
      };
      for (const el of controls) {
        if (exceptions.some((exception) => el.matches(exception.selector))) continue;
        // What the finger hits: a check box, radio or switch with its label (its wrapping label or Fluent's root);
        // a text field with its frame (Fluent draws the border on a wrapper around the input).
        const isCheck = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
        const target =
          (isCheck ? el.closest('label, .fui-Switch, .fui-Checkbox, .fui-Radio') : null) ??
          (el instanceof HTMLInputElement ? el.closest('.fui-Input, .fui-SpinButton, .fui-DatePicker') : null) ??
          el;
        if (!shown(target) || inRunningText(el)) continue;
        const box = target.getBoundingClientRect();
        if (box.width < minTarget - 0.5 || box.height < minTarget - 0.5)
          findings.push(`control ${Math.round(box.width)}×${Math.round(box.height)} px: ${describe(el)}`);
      }
      return findings;
    },
    { exceptions: controlExceptions, minText: MIN_TEXT_PX, minTarget: MIN_TARGET_PX },
  );
}
