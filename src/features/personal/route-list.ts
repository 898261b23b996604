import type { RouteEntry } from '../../../contract/account';

/** One screen of the server's route list, with its full path. */
export interface FlatRoute {
  name: string;
  /** The full path: the paths of its groups joined with its own. */
  path: string;
  title: string;
  /** An external page the entry opens instead of a screen of the portal. */
  link: string | null;
  hidden: boolean;
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/') || /^https?:\/\//i.test(path)) return path;
  const base = parent.endsWith('/') ? parent.slice(0, -1) : parent;
  return path ? `${base}/${path}` : base || '/';
}

/**
 * The route list flattened: every entry without children becomes one route whose path joins the
 * paths of the groups above it (`/personal` + `quotation` → `/personal/quotation`). Groups
 * themselves are not screens; a hidden group hides what it holds.
 */
export function flattenRoutes(
  entries: readonly RouteEntry[],
  parent = '',
  hidden = false,
): FlatRoute[] {
  return entries.flatMap((entry) => {
    const path = joinPath(parent, entry.path);
    const isHidden = hidden || entry.hidden;
    if (entry.children && entry.children.length > 0) {
      return flattenRoutes(entry.children, path, isHidden);
    }
    return [
      {
        name: entry.name,
        path,
        title: entry.meta.title,
        link: entry.meta.link ? entry.meta.link : null,
        hidden: isHidden,
      },
    ];
  });
}
