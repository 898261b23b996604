import type { ReactNode } from 'react';

/**
 * A value's text set apart from the page's direction (`<bdi>`), so that what a person typed
 * reads in its own direction inside the other's: "Acme Hospital Group S.A." keeps its final
 * point on the right on an Arabic page. Elements are the caller's own to lay out.
 */
export function isolated(content: ReactNode): ReactNode {
  return typeof content === 'string' ? <bdi>{content}</bdi> : content;
}
