import { Suspense, useEffect } from 'react';
import { Link, Outlet } from 'react-router';
import { useI18nContext } from '../../i18n/i18n-react';
import { appConfig } from '../app/config';
import { TAKEN_OVER_EVENT } from '../app/take-over';
import { ReloadViewProvider, useReloadView } from '../app/reload-view';
import { ReloadIcon } from '../components/ui/icons';
import { Skeleton } from '../components/ui/skeleton';
import { useLayout } from '../features/content/api';
import { DialogsProvider } from './dialogs';
import { LanguageSwitcher } from './language-switcher';
import { SideBox } from './side-box';
import { SiteFooter } from './site-footer';
import { TopMenu } from './top-menu';
import { useNavigationScroll } from './use-navigation-scroll';
import { UserArea } from './user-area';
import { useZoomBlock } from './zoom-block';

const MAIN_ID = 'main';

/**
 * Says that the screen is the app's: a page rendered on the server is taken over in parts, the
 * screen's part (in its Suspense boundary) after the shell, and its first script (src/boot.ts)
 * holds what the visitor does until then.
 */
function ScreenTakenOver() {
  useEffect(() => {
    document.dispatchEvent(new Event(TAKEN_OVER_EVENT));
  }, []);
  return null;
}

/** The current screen, mounted afresh when the view is reloaded. */
function CurrentView() {
  const { generation } = useReloadView();
  return (
    <Suspense fallback={<Skeleton rows={4} />}>
      <Outlet key={generation} />
      <ScreenTakenOver />
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

/**
 * The site's name from the layout settings. Until they arrive a placeholder holds its place.
 * Below the wide layout it may take two lines of a smaller size, as high together as the Menu
 * button beside it, so that a long name ("Партнёрский портал DCN" at 360px) reads whole and
 * nothing moves when it comes; a name longer still ends with an ellipsis on its second line.
 */
function SiteName() {
  const { LL } = useI18nContext();
  const layout = useLayout();
  if (layout.isPending) {
    return <span aria-hidden="true" className="block h-7 w-44 max-w-full rounded bg-gray-100" />;
  }
  return (
    <Link
      to="/index"
      className="line-clamp-2 text-base leading-5 font-bold break-words text-brand focus-visible:outline-2 focus-visible:outline-brand lg:text-lg lg:leading-7"
    >
      {layout.data?.sysConifg.site_name || LL.shell.home()}
    </Link>
  );
}

function Shell() {
  const { LL } = useI18nContext();
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
      {/*
        The header's rows have their size before the server's menu and settings arrive: the site
        name and the controls on top (on narrow screens the Menu button beside the name, the
        controls below), the menu bar under them on wide screens.
      */}
      <header className="relative border-b border-gray-200 bg-white">
        <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-2 px-4 py-2">
          <div className="col-start-1 row-start-1 min-w-0">
            <SiteName />
          </div>
          <div className="col-start-2 row-start-1 lg:hidden">
            <TopMenu variant="drawer" />
          </div>
          <div className="col-span-2 row-start-2 flex min-h-10 flex-wrap items-center gap-2 lg:col-span-1 lg:col-start-2 lg:row-start-1">
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
          <div className="col-span-2 row-start-2 hidden min-h-10 lg:block">
            <TopMenu variant="bar" />
          </div>
        </div>
      </header>
      {/*
        At least a screen high: the footer never sits in view above a screen still loading.
        From a tablet's width on, the column of the side box at the end edge stays free, so its
        floating buttons never cover the end of a table or a form; once the page's margin is
        wider than that column (1408px), the margin holds it. On a phone the content keeps the
        whole width and scrolls clear of the buttons at the bottom
        (docs/web-app.md).
      */}
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="mx-auto min-h-screen w-full max-w-7xl flex-1 px-4 py-8 pb-28 focus:outline-none sm:pe-20 min-[1408px]:pe-4"
      >
        <CurrentView />
      </main>
      <SiteFooter />
      <SideBox />
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
