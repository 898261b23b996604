import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

let purifier: Purifier | null = null;

function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof HTMLAnchorElement && node.hasAttribute('target')) {
      // Only new windows are allowed as targets, and they get no access to the portal.
      node.target = '_blank';
      node.rel = 'noopener noreferrer';
    }
    // An image the editor gave no text is treated as decoration rather than read as its URL.
    if (node instanceof HTMLImageElement && !node.hasAttribute('alt')) node.alt = '';
  });
  purifier = instance;
  return instance;
}

/**
 * Cleans HTML from the back office (news, product, solution and company pages) before it is
 * rendered: scripts, event handlers, `javascript:` links, styles, forms and frames go;
 * formatting, images, tables and links stay. Links that open a new window get
 * `rel="noopener noreferrer"`; images without `alt` get an empty one.
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['form', 'input', 'button', 'select', 'textarea', 'iframe', 'style'],
    FORBID_ATTR: ['style'],
  });
}
