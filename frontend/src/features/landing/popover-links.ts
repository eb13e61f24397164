/**
 * A link followed inside an open popover (the landing page's section menu) closes it, so the
 * section the link scrolls to is not left under the menu. Installed once per document: by the app,
 * and as the only script of the landing page rendered at build time. Browsers without popovers
 * never show the menu, and are left alone.
 */
export function closePopoverOnFollowedLink(doc: Document) {
  doc.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const popover = target.closest('a[href]')?.closest('[popover]');
    if (!(popover instanceof HTMLElement) || typeof popover.hidePopover !== 'function') return;
    if (popover.matches(':popover-open')) popover.hidePopover();
  });
}
