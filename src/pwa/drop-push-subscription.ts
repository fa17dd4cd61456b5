/**
 * At the end of a session (logout, inactivity, a refused refresh) this device stops taking the account's
 * notices: the browser unsubscribes (the server forgets the subscription at logout, and at the push
 * service's next 410 otherwise). No imports: it runs from the session cleanup of every page.
 */
export function dropPushSubscription(): void {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return;
  void navigator.serviceWorker
    .getRegistration()
    .then((worker) => worker?.pushManager.getSubscription())
    .then((subscription) => subscription?.unsubscribe())
    .catch(() => undefined);
}
