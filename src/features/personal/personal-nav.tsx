import { NavLink } from 'react-router';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ExternalLink } from '../../components/ui/external-link';
import { Guarded } from '../../components/ui/visible';
import { usePersonalMenu } from './personal-menu';

const linkClass =
  'flex items-center justify-between gap-2 rounded px-3 py-2 text-sm text-gray-900 hover:bg-gray-100 hover:text-brand focus-visible:outline-2 focus-visible:outline-brand aria-[current=page]:bg-brand aria-[current=page]:font-semibold aria-[current=page]:text-white';

/**
 * The personal menu as the personal area's navigation. An entry that opens an external page
 * opens it in a new tab, and says so: an arrow for the eye, words for screen readers.
 */
export function PersonalNav({ id, onNavigate }: { id?: string; onNavigate?: () => void }) {
  const { LL } = useI18nContext();
  const entries = usePersonalMenu();
  return (
    <nav id={id} aria-label={LL.personal.menu()}>
      <ul className="space-y-1">
        {entries.map((entry) => (
          <Guarded key={entry.path} rule={entry.rule}>
            <li>
              {entry.link ? (
                <ExternalLink
                  href={entry.link}
                  className={linkClass}
                  note={`(${LL.personalCentre.frame.newTab()})`}
                >
                  <span>{entry.title}</span>
                  <span aria-hidden="true" className="text-base leading-none rtl:-scale-x-100">
                    ↗
                  </span>
                </ExternalLink>
              ) : (
                <NavLink to={entry.path} end className={linkClass} onClick={onNavigate}>
                  {entry.title}
                </NavLink>
              )}
            </li>
          </Guarded>
        ))}
      </ul>
    </nav>
  );
}
