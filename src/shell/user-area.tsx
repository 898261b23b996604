import { useI18nContext } from '../../i18n/i18n-react';
import { useSession } from '../app/session-provider';
import { onDemand, useOnDemand } from '../components/ui/on-demand';
import { buttonPrimary, buttonSecondary } from '../components/ui/styles';
import { useHome, useRouteList } from '../features/personal/api';
import { useDialogs } from './dialogs';

// The account menu is closed on the first paint: its code comes when the user reaches for it.
const accountMenu = onDemand(() => import('./account-menu'));
/** The keys that open a menu from its button, passed on if pressed before the code is there. */
const MENU_KEYS = ['Enter', ' ', 'ArrowDown', 'ArrowUp'] as const;

const menuButtonClass =
  'inline-flex max-w-56 items-center gap-2 rounded px-2 py-1 text-sm font-medium text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand';

/** The personal menu, the password and logging out, for the user who is logged in. */
function AccountMenu({ name, avatar }: { name: string; avatar: string }) {
  const { LL } = useI18nContext();
  const { loaded, triggerRef, standIn } = useOnDemand(accountMenu, MENU_KEYS);
  // The route list is asked for as soon as the session is open, not when the menu first opens:
  // the menu's entries are there when it does. The account as stored now, once a page load: what
  // head office has changed since the login shows without logging in again.
  useRouteList();
  useHome();
  const label = (
    <>
      {avatar ? (
        <img src={avatar} alt="" className="size-8 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="inline-flex size-8 items-center justify-center rounded-full bg-brand text-white"
        >
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span className="truncate">
        <span className="sr-only">{LL.account.menuFor()} </span>
        {name}
      </span>
      <span aria-hidden="true">▾</span>
    </>
  );
  if (loaded) {
    return <loaded.AccountMenu triggerRef={triggerRef} className={menuButtonClass} label={label} />;
  }
  // The same frame as the Menu's, so that nothing moves when it takes over.
  return (
    <div className="relative">
      <button {...standIn} aria-haspopup="menu" className={menuButtonClass}>
        {label}
      </button>
    </div>
  );
}

/** Log in and sign up when logged out; the user's menu when in. */
export function UserArea() {
  const { LL } = useI18nContext();
  const { isLoggedIn, user, username } = useSession();
  const dialogs = useDialogs();

  if (!isLoggedIn) {
    return (
      <div className="flex items-center gap-2">
        <button type="button" className={buttonPrimary} onClick={() => dialogs.open('login')}>
          {LL.shell.login()}
        </button>
        <button type="button" className={buttonSecondary} onClick={() => dialogs.open('signUp')}>
          {LL.shell.signUp()}
        </button>
      </div>
    );
  }
  return <AccountMenu name={user?.realname || username || ''} avatar={user?.avatar ?? ''} />;
}
