// Starts the app once the browser has painted the page as the server sent it (the club's top bar and logo,
// or the door's entry codes). The server sends the app's code as hints (`link[data-after-paint]`,
// server/routes/built-app.ts and tenant-assets.ts) that fetch nothing by themselves: the first paint needs
// none of that code, and on a slow network it would share the line with the page. Once the page is painted,
// the hints become preloads (everything downloads at once) and the app's own scripts (`data-app-start`, in
// the order they run) are run, each in a task of its own: a phone stays responsive between them, where one
// module graph would be one long task.
let started = false;

// Chromium's install offer may come before the app runs, and only once per page load: keep it for the app's
// "Install the app" (src/pwa/install-state.ts), which shows it when the member asks, not on the browser's own timing.
addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  window.deferredInstallPrompt = event;
});

async function start() {
  if (started) return;
  started = true;
  const chunks = [];
  for (const hint of document.querySelectorAll('link[data-after-paint]')) {
    hint.rel = hint.dataset.afterPaint;
    if (hint.hasAttribute('data-app-start')) chunks.push(hint.href);
  }
  for (const chunk of chunks) {
    await import(chunk);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** Resolves once the browser reports a paint of `type` (after the frame reached the screen). */
function painted(type, name) {
  return new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      if (list.getEntries().some((entry) => name === undefined || entry.name === name)) {
        observer.disconnect();
        resolve();
      }
    }).observe({ type, buffered: true });
  });
}

const supported = typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes;
if (document.visibilityState === 'hidden' || !supported.includes('paint')) void start();
else {
  // The first paint, and the page's largest element (the logo, an image that decodes on its own) painted too.
  const paints = [painted('paint', 'first-contentful-paint')];
  if (supported.includes('largest-contentful-paint')) paints.push(painted('largest-contentful-paint'));
  void Promise.all(paints).then(start);
  // A page that paints nothing: start anyway.
  setTimeout(start, 500);
}
