import { Link, Outlet, ScrollRestoration } from 'react-router';
import { useI18nContext } from '../../i18n/i18n-react';
import { LanguageSwitcher } from './language-switcher';
import { SiteFooter } from './site-footer';
import { TopMenu } from './top-menu';
import { useLayout } from './use-layout';

/** The frame around every screen: header with menu and language, main content, footer. */
export function LayoutShell() {
  const { LL } = useI18nContext();
  const { data } = useLayout();
  return (
    <div className="flex min-h-screen flex-col bg-white text-gray-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {LL.shell.skipToContent()}
      </a>
      <header className="border-b border-gray-200">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link to="/index" className="text-lg font-bold text-brand">
            {data?.sysConifg.site_name ?? LL.shell.home()}
          </Link>
          <TopMenu />
          <div className="flex items-center gap-3">
            <LanguageSwitcher />
            <Link
              to="/search"
              className="text-sm font-medium text-gray-800 underline hover:text-brand"
            >
              {LL.shell.search()}
            </Link>
          </div>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 focus:outline-none"
      >
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
