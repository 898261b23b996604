import {
  Disclosure,
  DisclosureButton,
  DisclosurePanel,
  Popover,
  PopoverButton,
  PopoverPanel,
} from '@headlessui/react';
import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import type { MenuItem, MenuLink } from '../../contract/content';
import { useI18nContext } from '../../i18n/i18n-react';
import { useSession } from '../app/session-provider';
import { notify } from '../components/ui/toaster';
import { useDialogs } from './dialogs';
import { needsLogin } from './menu-rules';
import { useLayout } from '../features/content/api';
import { ExternalLink } from '../components/ui/external-link';

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

function MenuEntry({
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

const linkClass =
  'block rounded px-3 py-2 text-sm font-medium text-gray-800 hover:bg-gray-100 hover:text-brand focus-visible:outline-2 focus-visible:outline-brand aria-[current=page]:text-brand';

function MenuBar({ items }: { items: MenuItem[] }) {
  const { LL } = useI18nContext();
  return (
    <nav aria-label={LL.shell.mainMenu()}>
      <ul className="flex flex-wrap items-center gap-1">
        {items.map((item) => (
          <li key={item.id} className="relative">
            {item.children.length === 0 ? (
              <MenuEntry item={item} className={linkClass} />
            ) : (
              <Popover>
                <PopoverButton className={`${linkClass} inline-flex items-center gap-1`}>
                  {item.name}
                  <span aria-hidden="true">▾</span>
                </PopoverButton>
                <PopoverPanel className="absolute start-0 z-30 mt-1 min-w-52 rounded-md border border-gray-200 bg-white p-1 shadow-lg">
                  {({ close }) => (
                    <ul>
                      {item.children.map((child) => (
                        <li key={child.id}>
                          <MenuEntry item={child} className={linkClass} onNavigate={close} />
                        </li>
                      ))}
                    </ul>
                  )}
                </PopoverPanel>
              </Popover>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MenuDrawer({ items }: { items: MenuItem[] }) {
  const { LL } = useI18nContext();
  return (
    <Disclosure as="div">
      <DisclosureButton className="inline-flex items-center gap-2 rounded border border-gray-500 px-3 py-2 text-sm font-medium text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand">
        <span aria-hidden="true">☰</span>
        {LL.shell.menu()}
      </DisclosureButton>
      <DisclosurePanel className="absolute inset-x-0 z-30 mt-2 max-h-[75vh] overflow-y-auto border-y border-gray-200 bg-white px-4 py-3 shadow-lg">
        {({ close }) => (
          <nav aria-label={LL.shell.mainMenu()}>
            <ul className="space-y-1">
              {items.map((item) => (
                <li key={item.id}>
                  {item.children.length === 0 ? (
                    <MenuEntry item={item} className={linkClass} onNavigate={close} />
                  ) : (
                    <>
                      <p className="px-3 pt-2 text-xs font-semibold tracking-wide text-gray-700 uppercase">
                        {item.name}
                      </p>
                      <ul className="ms-3 border-s border-gray-200 ps-2">
                        {item.children.map((child) => (
                          <li key={child.id}>
                            <MenuEntry item={child} className={linkClass} onNavigate={close} />
                          </li>
                        ))}
                      </ul>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
      </DisclosurePanel>
    </Disclosure>
  );
}

/**
 * The top menu, as the server lists it (two levels): on wide screens a bar (`variant="bar"`)
 * with sub-entries in pop-overs, on narrow ones a drawer behind a Menu button. The shell keeps
 * the bar's height free before the menu arrives, so nothing moves when it does. Entries that
 * need a login (ids 79 to 82) ask a logged-out visitor to log in instead of leaving.
 */
export function TopMenu({ variant }: { variant: 'bar' | 'drawer' }) {
  const { LL } = useI18nContext();
  const layout = useLayout();
  if (layout.isError) {
    return <p className="py-2 text-sm text-gray-700">{LL.shell.menuUnavailable()}</p>;
  }
  const items = layout.data?.columb ?? [];
  return variant === 'bar' ? <MenuBar items={items} /> : <MenuDrawer items={items} />;
}
