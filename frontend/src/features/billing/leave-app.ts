/** Leaves the app for another site, such as the payment provider's customer portal. */
export function leaveApp(url: string): void {
  window.location.assign(url);
}
