/// <reference lib="webworker" />

/** The class a notification is about, as an address of this app (anything else opens the app's start). */
export function notificationTarget(data: unknown, origin: string): string {
  const url =
    typeof data === 'object' && data !== null && 'url' in data && typeof data.url === 'string' ? data.url : undefined;
  const target = new URL(url ?? '/', origin);
  return target.origin === origin ? target.href : `${origin}/`;
}

/**
 * A tap on a notification: an open window of the app is brought forward and shows the class; with none
 * open (the usual case on a phone), a new one opens at the class.
 */
export async function openNotificationTarget(clients: Clients, target: string): Promise<void> {
  const origin = new URL(target).origin;
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })).filter(
    (c) => new URL(c.url).origin === origin,
  );
  const open = windows.find((c) => c.focused) ?? windows.find((c) => c.visibilityState === 'visible') ?? windows[0];
  if (open) {
    // focusing needs the tap's permission; the class still shows if the browser refuses it
    await open.focus().catch(() => undefined);
    try {
      await open.navigate(target);
      return;
    } catch {
      // a page this worker does not control yet cannot be navigated from here: open the class beside it
    }
  }
  await clients.openWindow(target);
}
