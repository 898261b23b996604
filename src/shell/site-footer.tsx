import { useI18nContext } from '../../i18n/i18n-react';
import { useFriendLinks, useLayout } from '../features/content/api';
import { ExternalLink } from '../components/ui/external-link';
import { HeadOfficeText } from '../components/ui/head-office-text';

/** Partner and friendly sites, as the back office lists them. */
function FriendLinks() {
  const { LL } = useI18nContext();
  const links = useFriendLinks();
  const list = links.data?.links ?? [];
  if (list.length === 0) return null;
  return (
    <nav aria-label={LL.shell.friendLinks()}>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {list.map((link) => (
          <li key={link.id}>
            <ExternalLink href={link.url} className="underline hover:text-white">
              {link.name}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Friend links, copyright and filing number, as the back office set them. */
export function SiteFooter() {
  const { LL } = useI18nContext();
  const { data } = useLayout();
  const config = data?.sysConifg;
  return (
    <footer
      className="mt-auto border-t border-gray-200 bg-gray-900 text-gray-100"
      aria-label={LL.shell.footer()}
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 pe-20 text-sm">
        <FriendLinks />
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
          <p>{config?.copyright ? <HeadOfficeText text={config.copyright} /> : null}</p>
          {config?.filing_number ? (
            <p>
              <ExternalLink href={config.filing_url} className="underline hover:text-white">
                <HeadOfficeText text={config.filing_number} />
              </ExternalLink>
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
