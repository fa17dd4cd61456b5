// Starts the app once the browser has painted the page as the server sent it (the club's top bar and logo,
// or the door's entry codes), so the app's start-up (tens of milliseconds of script on a slow phone) never
// holds that paint back. The server turns the app's module scripts into preloads marked data-app-start, in
// the order they run (server/routes/built-app.ts); they download meanwhile. Each is run in a task of its
// own: a phone stays responsive between them, where one module graph would be one long task.
const chunks = [...document.querySelectorAll('link[data-app-start]')].map((link) => link.href);
let started = false;

async function start() {
  if (started) return;
  started = true;
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
  void Promise.all(paints).then(() => setTimeout(start, 0));
  // A page that paints nothing: start anyway.
  setTimeout(start, 500);
}
