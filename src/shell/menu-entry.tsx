import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import type { MenuLink } from '../../contract/content';
import { useI18nContext } from '../../i18n/i18n-react';
import { useSession } from '../app/session-provider';
import { ExternalLink } from '../components/ui/external-link';
import { notify } from '../components/ui/toaster';
import { useDialogs } from './dialogs';
import { needsLogin } from './menu-rules';

/** Stops a menu entry that needs a login when nobody is logged in, and asks to log in instead. */
function useLoginGate() {
  const { LL } = useI18nContext();
  const { isLoggedIn } = useSession();
  const dialogs = useDialogs();
  return (item: MenuLink, event: MouseEvent): boolean => {
    if (isLoggedIn || !needsLogin(item.id)) return false;
    event.preventDefault();
    notify.warning(LL.shell.loginRequired());
    dialogs.open('login');
    return true;
  };
}

function isCurrent(url: string, pathname: string, hash: string): boolean {
  const [path, urlHash = ''] = url.split('#');
  return path === pathname && (urlHash === '' ? hash === '' : `#${urlHash}` === hash);
}

export const linkClass =
  'block rounded px-3 py-2 text-sm font-medium text-gray-800 hover:bg-gray-100 hover:text-brand focus-visible:outline-2 focus-visible:outline-brand aria-[current=page]:text-brand';

/** One entry of the top menu: a link, or an external link in a new window. */
export function MenuEntry({
  item,
  className,
  onNavigate,
}: {
  item: MenuLink;
  className: string;
  onNavigate?: () => void;
}) {
  const { pathname, hash } = useLocation();
  const gate = useLoginGate();
  if (item.external) {
    return (
      <ExternalLink href={item.url} className={className} onClick={onNavigate}>
        {item.name}
      </ExternalLink>
    );
  }
  return (
    <Link
      to={item.url}
      className={className}
      aria-current={isCurrent(item.url, pathname, hash) ? 'page' : undefined}
      onClick={(event) => {
        gate(item, event);
        onNavigate?.();
      }}
    >
      {item.name}
    </Link>
  );
}
