/** The longest the worker waits for the page to go idle after it loaded. */
const IDLE_WAIT_MS = 3000;

/**
 * Registers the service worker (built by vite-plugin-pwa; see vite.config.ts) once a signed-in
 * screen has loaded and gone idle, from a chunk of its own: the worker's client code is not part
 * of the JavaScript the landing page needs before it can draw, and its install (downloading the
 * app's files for offline use) never competes with a visitor's first moments on a slow phone. A new
 * build's worker takes over at once and the page reloads onto it; a draft being typed is on the
 * device by then (it is saved when the page hides).
 */
export function registerServiceWorkerAfterLoad() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: IDLE_WAIT_MS });
    else setTimeout(register, IDLE_WAIT_MS);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
