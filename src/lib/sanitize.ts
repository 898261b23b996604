import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

let purifier: Purifier | null = null;
/** The window DOMPurify works in: the browser's, or the one the server's render gives it. */
let purifierWindow: (Window & typeof globalThis) | null = null;

/**
 * Gives the sanitiser a window of its own: the server's render (src/entry-server.tsx) has no
 * browser window and passes a jsdom one, so that it cleans HTML exactly as the browser does.
 */
export function setSanitizerWindow(window: Window & typeof globalThis): void {
  purifierWindow = window;
  purifier = null;
}

function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(purifierWindow ?? window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.hasAttribute('target')) {
      // Only new windows are allowed as targets, and they get no access to the portal.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // An image the editor gave no text is treated as decoration rather than read as its URL.
    if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
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
