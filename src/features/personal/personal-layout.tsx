import { Suspense, useId, type CSSProperties } from 'react';
import { Outlet } from 'react-router';
import { useI18nContext } from '../../../i18n/i18n-react';
import { MenuToggle } from '../../components/ui/menu-toggle';
import { Skeleton } from '../../components/ui/skeleton';
import { InterfaceSettingsForm } from './interface-settings';
import { PersonalNav } from './personal-nav';
import { SIZE_ZOOM, useInterfaceSettings } from './use-interface-settings';

/**
 * The personal centre's frame: the personal menu in a sidebar that can be hidden, the display
 * settings under it, and the current personal screen. The chosen size scales the whole frame
 * (the portal blocks the browser's zoom, so this is where text is made larger).
 */
export function PersonalLayout() {
  const { LL } = useI18nContext();
  const menuId = useId();
  const settings = useInterfaceSettings();
  const { menuOpen, narrow } = settings;
  const zoom: CSSProperties = { zoom: SIZE_ZOOM[settings.size] };
  return (
    <div
      style={zoom}
      data-size={settings.size}
      className={`grid gap-6 ${menuOpen ? 'lg:grid-cols-[15rem_minmax(0,1fr)]' : 'lg:grid-cols-[auto_minmax(0,1fr)]'}`}
    >
      <div className="min-w-0">
        <MenuToggle
          label={LL.personal.menu()}
          open={menuOpen}
          controls={menuId}
          onToggle={settings.toggleMenu}
        />
        {menuOpen ? (
          <div id={menuId} className={narrow ? 'rounded border border-gray-200 p-2' : undefined}>
            <PersonalNav onNavigate={settings.closeMenuOnNarrow} />
            <InterfaceSettingsForm size={settings.size} onSizeChange={settings.setSize} />
          </div>
        ) : null}
      </div>
      <div className="min-w-0">
        <Suspense fallback={<Skeleton rows={4} />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
