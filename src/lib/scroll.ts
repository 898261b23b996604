/** Puts the page at its top at once: a navigation does not glide there. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}
