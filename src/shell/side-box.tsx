import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { isChatAddress } from '../../contract/values';
import { useI18nContext } from '../../i18n/i18n-react';
import { useLanguage } from '../app/language-provider';
import { useSession } from '../app/session-provider';
import { CartIcon, ChatIcon, ContactIcon } from '../components/ui/icons';
import { onDemand, useOnDemand } from '../components/ui/on-demand';
import { notify } from '../components/ui/toaster';
import { useCartCount } from '../features/cart/api';
import { useLayout } from '../features/content/api';
import { formatNumber } from '../lib/intl';
import { useDialogs } from './dialogs';

const ChatDialog = lazy(() => import('./chat-dialog').then((m) => ({ default: m.ChatDialog })));

// The contact details are closed on the first paint: their code comes when reached for.
const contactPopover = onDemand(() => import('./contact-popover'));

const boxButton =
  'relative inline-flex size-12 items-center justify-center rounded-full bg-brand text-white shadow-lg hover:bg-brand-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand';

/**
 * The floating box at the end of the page: chat (the messaging page of the layout's `chat_url`,
 * for logged-in users), the cart when it holds something, and the contact details.
 */
export function SideBox() {
  const { LL } = useI18nContext();
  const chatUrl = useLayout().data?.sysConifg.chat_url ?? '';
  const { lang } = useLanguage();
  const { isLoggedIn } = useSession();
  const dialogs = useDialogs();
  const cartCount = useCartCount();
  const [chatOpen, setChatOpen] = useState(false);
  const contact = useOnDemand(contactPopover);

  return (
    <aside
      aria-label={LL.sideBox.label()}
      data-side-box=""
      className="fixed end-3 bottom-4 z-40 flex flex-col items-center gap-2"
    >
      {isChatAddress(chatUrl) ? (
        <button
          type="button"
          className={boxButton}
          aria-label={LL.sideBox.chat()}
          onClick={() => {
            if (isLoggedIn) {
              setChatOpen(true);
              return;
            }
            notify.warning(LL.shell.loginRequired());
            dialogs.open('login');
          }}
        >
          <ChatIcon />
        </button>
      ) : null}
      {cartCount > 0 ? (
        <Link
          to="/product/prolist"
          className={boxButton}
          aria-label={LL.sideBox.cart({ count: formatNumber(cartCount, lang) })}
        >
          <CartIcon />
          <span
            aria-hidden="true"
            className="absolute -end-1 -top-1 min-w-5 rounded-full bg-white px-1 text-center text-xs font-bold text-brand ring-1 ring-brand"
          >
            {formatNumber(cartCount, lang)}
          </span>
        </Link>
      ) : null}
      {contact.loaded ? (
        <contact.loaded.ContactPopover
          triggerRef={contact.triggerRef}
          className={boxButton}
          label={LL.sideBox.contact()}
        >
          <ContactIcon />
        </contact.loaded.ContactPopover>
      ) : (
        // The same frame as the Popover's, so that nothing moves when it takes over.
        <div className="relative">
          <button {...contact.standIn} className={boxButton} aria-label={LL.sideBox.contact()}>
            <ContactIcon />
          </button>
        </div>
      )}
      {chatOpen ? (
        <Suspense fallback={null}>
          <ChatDialog url={chatUrl} onClose={() => setChatOpen(false)} />
        </Suspense>
      ) : null}
    </aside>
  );
}
