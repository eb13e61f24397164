/**
 * Registers the service worker (built by vite-plugin-pwa; see vite.config.ts) once the page has
 * loaded, from a chunk of its own: the worker's client code is not part of the JavaScript the
 * landing page needs before it can draw. A new build's worker takes over at once and the page
 * reloads onto it; a draft being typed is on the device by then (it is saved when the page hides).
 */
export function registerServiceWorkerAfterLoad() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
