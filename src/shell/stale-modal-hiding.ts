/**
 * Fluent's modal dialog hides the rest of the page (aria-hidden on #root) through tabster. When a
 * navigation unmounts an open dialog together with the last Fluent component of the page, tabster
 * is disposed before it restores the page (microsoft/fluentui#35139, microsoft/tabster#530), and
 * the next screen stays invisible to screen readers. After each navigation with no modal open,
 * the page is shown again.
 */
export function revealPageAfterStaleModal(): void {
  const root = document.getElementById('root');
  if (root?.getAttribute('aria-hidden') !== 'true') return;
  if (document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]')) return;
  root.removeAttribute('aria-hidden');
}
