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

// The page's data, sent with its code instead of once the code has run (src/api/start-requests.ts): the reads this
// page made at its last start today, with the stored session's token while it is valid; the app takes their answers.
function sendStartRequests() {
  try {
    const record = JSON.parse(localStorage.getItem('start_requests') ?? 'null');
    const token = JSON.parse(localStorage.getItem('auth') ?? 'null')?.token;
    if (
      record?.path !== location.pathname + location.search ||
      record.day !== new Date().toDateString() ||
      typeof token !== 'string'
    )
      return;
    const claims = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    // A token about to expire is refreshed by the app before it asks for anything (src/state/auth.ts, 3 s margin).
    if (!(claims.exp * 1000 - 3000 > Date.now())) return;
    window.startRequests = record.requests.map(({ url, headers: stored }) => {
      const headers = { ...stored, authorization: `Bearer ${token}` };
      const controller = new AbortController();
      const response = fetch(url, { headers, credentials: 'include', signal: controller.signal });
      // Taken by the app, which reports a failure, or given up: never an unhandled rejection.
      response.catch(() => undefined);
      return { url, headers, controller, response, sentAt: Date.now() };
    });
  } catch {
    // Nothing kept, or unreadable: the app asks for its data itself.
  }
}

async function start() {
  if (started) return;
  started = true;
  sendStartRequests();
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
