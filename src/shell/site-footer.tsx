import { useI18nContext } from '../../i18n/i18n-react';
import { useLayout } from './use-layout';

/** Copyright and filing number, as the back office set them. */
export function SiteFooter() {
  const { LL } = useI18nContext();
  const { data } = useLayout();
  const config = data?.sysConifg;
  return (
    <footer
      className="mt-auto border-t border-gray-200 bg-gray-900 text-gray-100"
      aria-label={LL.shell.footer()}
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm sm:flex-row sm:justify-between">
        <p>{config?.copyright}</p>
        {config?.filing_number ? (
          <p>
            <a
              href={config.filing_url}
              target="_blank"
              rel="noopener noreferrer"
              className="underline hover:text-white"
            >
              {config.filing_number}
              <span className="sr-only"> ({LL.shell.opensInNewWindow()})</span>
            </a>
          </p>
        ) : null}
      </div>
    </footer>
  );
}
