import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { useI18nContext } from '../../i18n/i18n-react';
import { appConfig } from '../app/config';
import { ReloadViewProvider, useReloadView } from '../app/reload-view';
import { ReloadIcon } from '../components/ui/icons';
import { Skeleton } from '../components/ui/skeleton';
import { DialogsProvider } from './dialogs';
import { LanguageSwitcher } from './language-switcher';
import { SideBox } from './side-box';
import { SiteFooter } from './site-footer';
import { TopMenu } from './top-menu';
import { useNavigationScroll } from './use-navigation-scroll';
import { useLayout } from './use-layout';
import { UserArea } from './user-area';
import { useZoomBlock } from './zoom-block';

const MAIN_ID = 'main';

/** The current screen, mounted afresh when the view is reloaded. */
function CurrentView() {
  const { generation } = useReloadView();
  return (
    <Suspense fallback={<Skeleton rows={4} />}>
      <Outlet key={generation} />
    </Suspense>
  );
}

function ReloadButton() {
  const { LL } = useI18nContext();
  const { reload } = useReloadView();
  return (
    <button
      type="button"
      onClick={reload}
      aria-label={LL.shell.reload()}
      className="inline-flex size-10 items-center justify-center rounded text-gray-800 hover:bg-gray-100 hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
    >
      <ReloadIcon />
    </button>
  );
}

function Shell() {
  const { LL } = useI18nContext();
  const { data } = useLayout();
  useNavigationScroll(MAIN_ID);
  useZoomBlock(appConfig.blockZoom);
  return (
    <div className="flex min-h-screen flex-col bg-white text-gray-900">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {LL.shell.skipToContent()}
      </a>
      <header className="relative border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          <Link
            to="/index"
            className="text-lg font-bold text-brand focus-visible:outline-2 focus-visible:outline-brand"
          >
            {data?.sysConifg.site_name || LL.shell.home()}
          </Link>
          <TopMenu />
          <div className="flex flex-wrap items-center gap-2">
            <LanguageSwitcher />
            <Link
              to="/search"
              className="rounded px-2 py-2 text-sm font-medium text-gray-800 underline hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
            >
              {LL.shell.search()}
            </Link>
            <ReloadButton />
            <UserArea />
          </div>
        </div>
      </header>
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 pb-28 focus:outline-none"
      >
        <CurrentView />
      </main>
      <SiteFooter />
      <SideBox chatUrl={appConfig.chatUrl} />
    </div>
  );
}

/** The frame around every screen: header, the screen, footer, side box and account dialogs. */
export function LayoutShell() {
  return (
    <ReloadViewProvider>
      <DialogsProvider>
        <Shell />
      </DialogsProvider>
    </ReloadViewProvider>
  );
}
