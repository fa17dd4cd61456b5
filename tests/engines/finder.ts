/*
 * The in-page finder, as source text: it runs in the page of either engine. Kept as a string (not a
 * function's toString) so that no build step can wrap it in helpers the page does not have.
 *
 * (query) => the first visible element whose role, accessible name and text match, or null.
 * An accessible name is taken as a screen reader would in the common cases the app uses: aria-label,
 * aria-labelledby, a <label>, an image's alt, else the text.
 */
export const finderSource = String.raw`(function find(query, count) {
  const selectors = {
    button: 'button, [role=button], input[type=submit], input[type=button]',
    link: 'a[href], [role=link]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    textbox: 'input:not([type]), input[type=text], input[type=email], input[type=password], input[type=search], input[type=tel], input[type=date], input[type=time], textarea, [role=textbox]',
    switch: '[role=switch]',
    checkbox: 'input[type=checkbox], [role=checkbox]',
    dialog: 'dialog[open], [role=dialog], [role=alertdialog]',
    img: 'img, [role=img]',
    status: '[role=status], output',
    article: 'article',
    region: 'section[aria-label], section[aria-labelledby], [role=region]',
    listitem: 'li, [role=listitem]',
    navigation: 'nav, [role=navigation]',
    page: 'body',
  };
  const text = (el) => (el.innerText || el.textContent || '').replace(/\s+/g, ' ').trim();
  const name = (el) => {
    const label = el.getAttribute('aria-label');
    if (label) return label.replace(/\s+/g, ' ').trim();
    const by = el.getAttribute('aria-labelledby');
    if (by) return by.split(/\s+/).map((id) => { const t = document.getElementById(id); return t ? text(t) : ''; }).join(' ').trim();
    if (el.labels && el.labels.length > 0) return Array.from(el.labels).map(text).join(' ').trim();
    if (el.tagName === 'IMG') return (el.getAttribute('alt') || '').trim();
    return text(el);
  };
  const visible = (el) => {
    const box = el.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  const matches = (pattern, value) => !pattern || new RegExp(pattern.source, pattern.flags).test(value);
  const all = (q) => {
    const roots = q.within ? all(q.within) : [document];
    const found = [];
    for (const root of roots) {
      for (const el of root.querySelectorAll(selectors[q.role])) {
        if (!found.includes(el) && visible(el) && matches(q.name, name(el)) && matches(q.text, text(el))) found.push(el);
      }
    }
    return found;
  };
  const found = all(query);
  return count ? found.length : found[0] || null;
})`;

/** Source text of a page script that records uncaught errors and console errors in `window.__engineErrors`. */
export const errorRecorderSource = String.raw`(function record() {
  if (window.__engineErrors) return;
  const errors = (window.__engineErrors = []);
  window.addEventListener('error', (event) => errors.push('pageerror: ' + (event.error && event.error.stack || event.message)));
  window.addEventListener('unhandledrejection', (event) => errors.push('unhandledrejection: ' + (event.reason && event.reason.stack || event.reason)));
  const consoleError = console.error.bind(console);
  console.error = (...args) => { errors.push('console.error: ' + args.map(String).join(' ')); consoleError(...args); };
})()`;

/** What the app's error boundary shows when a screen crashed (React's default route error). */
export const crashText = /Something went wrong/;
