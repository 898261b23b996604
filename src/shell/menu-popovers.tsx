import {
  Disclosure,
  DisclosureButton,
  DisclosurePanel,
  Popover,
  PopoverButton,
  PopoverPanel,
} from '@headlessui/react';
import type { ReactNode, RefObject } from 'react';
import type { MenuItem } from '../../contract/content';
import { useI18nContext } from '../../i18n/i18n-react';
import { linkClass, MenuEntry } from './menu-entry';

/** What the top menu's closed buttons look like; the stand-ins before this module use it too. */
export interface TriggerLook {
  triggerRef: RefObject<HTMLButtonElement | null>;
  className: string;
  label: ReactNode;
}

/** An entry of the menu bar with sub-entries, in a pop-over. */
export function SubMenu({ item, triggerRef, className, label }: { item: MenuItem } & TriggerLook) {
  return (
    <Popover>
      <PopoverButton ref={triggerRef} className={className}>
        {label}
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
  );
}

/** The whole menu behind the Menu button, on narrow screens. */
export function MenuDrawer({
  items,
  triggerRef,
  className,
  label,
}: { items: MenuItem[] } & TriggerLook) {
  const { LL } = useI18nContext();
  return (
    <Disclosure as="div">
      <DisclosureButton ref={triggerRef} className={className}>
        {label}
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
