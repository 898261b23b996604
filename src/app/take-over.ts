/**
 * Sent on `document` once the app has the screen of a page the server rendered (taken over or
 * rendered afresh; src/shell/layout-shell.tsx): the page's first script (src/boot.ts, which names it again, as it imports nothing)
 * then does what the visitor did before (docs/decisions/154-code-after-the-first-paint.md).
 */
export const TAKEN_OVER_EVENT = 'portal:taken-over';
