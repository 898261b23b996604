import type { MenuItem } from '../../contract/content';
import { useI18nContext } from '../../i18n/i18n-react';
import { onDemand, useOnDemand } from '../components/ui/on-demand';
import { useLayout } from '../features/content/api';
import { linkClass, MenuEntry } from './menu-entry';

// The pop-overs and the drawer are closed on the first paint: their code comes when reached for.
const popovers = onDemand(() => import('./menu-popovers'));

const subMenuClass = `${linkClass} inline-flex items-center gap-1`;
const drawerClass =
  'inline-flex min-h-10 items-center gap-2 rounded border border-gray-500 px-3 py-2 text-sm font-medium text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand';

function SubMenu({ item }: { item: MenuItem }) {
  const { loaded, triggerRef, standIn } = useOnDemand(popovers);
  const label = (
    <>
      {item.name}
      <span aria-hidden="true">▾</span>
    </>
  );
  if (loaded) {
    return (
      <loaded.SubMenu item={item} triggerRef={triggerRef} className={subMenuClass} label={label} />
    );
  }
  // The same frame as the Popover's, so that nothing moves when it takes over.
  return (
    <div>
      <button {...standIn} className={subMenuClass}>
        {label}
      </button>
    </div>
  );
}

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
              <SubMenu item={item} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MenuDrawer({ items }: { items: MenuItem[] }) {
  const { LL } = useI18nContext();
  const { loaded, triggerRef, standIn } = useOnDemand(popovers);
  const label = (
    <>
      <span aria-hidden="true">☰</span>
      {LL.shell.menu()}
    </>
  );
  if (loaded) {
    return (
      <loaded.MenuDrawer
        items={items}
        triggerRef={triggerRef}
        className={drawerClass}
        label={label}
      />
    );
  }
  // The same frame as the Disclosure's, so that nothing moves when it takes over.
  return (
    <div>
      <button {...standIn} className={drawerClass}>
        {label}
      </button>
    </div>
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
