import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { NavLink } from 'react-router';
import type { MenuLink } from '../../contract/content';
import { useI18nContext } from '../../i18n/i18n-react';
import { useLayout } from './use-layout';

function MenuEntry({
  item,
  className,
  onNavigate,
}: {
  item: MenuLink;
  className: string;
  onNavigate?: () => void;
}) {
  const { LL } = useI18nContext();
  if (item.external) {
    return (
      <a
        href={item.url}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onClick={onNavigate}
      >
        {item.name}
        <span className="sr-only"> ({LL.shell.opensInNewWindow()})</span>
      </a>
    );
  }
  return (
    <NavLink to={item.url} className={className} onClick={onNavigate}>
      {item.name}
    </NavLink>
  );
}

const linkClass =
  'block rounded px-3 py-2 text-sm font-medium text-gray-800 hover:bg-gray-100 hover:text-brand focus-visible:outline-2 focus-visible:outline-brand aria-[current=page]:text-brand';

/** The top menu, as the server lists it: two levels, sub-entries in a disclosure panel. */
export function TopMenu() {
  const { LL } = useI18nContext();
  const layout = useLayout();

  if (layout.isError) {
    return <p className="text-sm text-gray-700">{LL.shell.menuUnavailable()}</p>;
  }
  return (
    <nav aria-label={LL.shell.mainMenu()}>
      <ul className="flex flex-wrap items-center gap-1" aria-busy={layout.isPending}>
        {(layout.data?.columb ?? []).map((item) => (
          <li key={item.id} className="relative">
            {item.children.length === 0 ? (
              <MenuEntry item={item} className={linkClass} />
            ) : (
              <Popover>
                <PopoverButton className={`${linkClass} inline-flex items-center gap-1`}>
                  {item.name}
                  <span aria-hidden="true">▾</span>
                </PopoverButton>
                <PopoverPanel className="absolute start-0 z-20 mt-1 min-w-48 rounded-md border border-gray-200 bg-white p-1 shadow-lg">
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
