import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import type { ReactNode, RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import { ALL_BACKOFFICE_PERMISSIONS } from '../../contract/backoffice';
import { useI18nContext } from '../../i18n/i18n-react';
import { useReloadView } from '../app/reload-view';
import { useSessionActor } from '../app/session-provider';
import { startSession } from '../app/session-runtime';
import { ExternalLink } from '../components/ui/external-link';
import { notify } from '../components/ui/toaster';
import { Guarded } from '../components/ui/visible';
import { CanAct } from '../features/backoffice/can-act';
import { usePersonalMenu } from '../features/personal/personal-menu';
import { useDialogs } from './dialogs';

/**
 * Logs out: the session machine clears the session at once and tells the server, whose own
 * message ('You have logged out.') is shown when it answers. The call is the machine's `logOut`
 * actor; its answer is read from that actor, the one place it arrives.
 */
function useLogOut(): () => void {
  const session = useSessionActor(startSession);
  return () => {
    session.send({ type: 'session.logout' });
    const call = Object.values(session.getSnapshot().children).find(
      (child) => child?.src === 'logOut',
    );
    call?.subscribe((snapshot) => {
      if (snapshot.status === 'done' && snapshot.output.code === 1) {
        notify.success(snapshot.output.msg);
      }
    });
  };
}

const itemClass =
  'block w-full rounded px-3 py-2 text-start text-sm text-gray-900 data-focus:bg-gray-100 data-focus:text-brand';

/** The personal menu, the password and logging out, for the user who is logged in. */
export function AccountMenu({
  triggerRef,
  className,
  label,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  className: string;
  label: ReactNode;
}) {
  const { LL } = useI18nContext();
  const logOut = useLogOut();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const { reload } = useReloadView();
  const entries = usePersonalMenu();
  return (
    <Menu as="div" className="relative">
      <MenuButton ref={triggerRef} className={className}>
        {label}
      </MenuButton>
      <MenuItems className="absolute end-0 z-40 mt-1 max-h-[70vh] w-60 overflow-y-auto rounded-md border border-gray-200 bg-white p-1 shadow-lg focus:outline-none">
        <MenuItem>
          <Link to="/personal" className={itemClass}>
            {LL.account.personalCentre()}
          </Link>
        </MenuItem>
        {/* Head office's side, only for staff (docs/decisions/100-back-office-access.md). */}
        <CanAct permission={ALL_BACKOFFICE_PERMISSIONS}>
          <MenuItem>
            <Link to="/backoffice" className={itemClass}>
              {LL.backoffice.menuEntry()}
            </Link>
          </MenuItem>
        </CanAct>
        {entries
          .filter((entry) => entry.path !== '/personal')
          .map((entry) => (
            <Guarded key={entry.path} rule={entry.rule}>
              <MenuItem>
                {entry.link ? (
                  <ExternalLink href={entry.link} className={itemClass}>
                    {entry.title}
                  </ExternalLink>
                ) : (
                  <Link to={entry.path} className={itemClass}>
                    {entry.title}
                  </Link>
                )}
              </MenuItem>
            </Guarded>
          ))}
        <MenuItem>
          <button
            type="button"
            className={`${itemClass} border-t border-gray-200`}
            onClick={() => dialogs.open('changePassword')}
          >
            {LL.account.changePassword()}
          </button>
        </MenuItem>
        <MenuItem>
          <button
            type="button"
            className={itemClass}
            onClick={() => {
              logOut();
              void navigate('/index');
              reload();
            }}
          >
            {LL.account.logOut()}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
