import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { isChatAddress } from '../../contract/layout';
import { useI18nContext } from '../../i18n/i18n-react';
import { useLanguage } from '../app/language-provider';
import { useSession } from '../app/session-provider';
import { CartIcon, ChatIcon, ContactIcon } from '../components/ui/icons';
import { SafeHtml } from '../components/ui/safe-html';
import { Skeleton } from '../components/ui/skeleton';
import { notify } from '../components/ui/toaster';
import { useCartCount } from '../features/cart/api';
import { useContentPage, useLayout } from '../features/content/api';
import { formatNumber } from '../lib/intl';
import { useDialogs } from './dialogs';

const ChatDialog = lazy(() => import('./chat-dialog').then((m) => ({ default: m.ChatDialog })));

const boxButton =
  'relative inline-flex size-12 items-center justify-center rounded-full bg-brand text-white shadow-lg hover:bg-brand-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand';

/**
 * The contact details, as the back office keeps them on the contact page. The link to the page
 * is there from the start: Headless UI treats a panel without anything focusable next to its
 * button as portalled and adds focus sentinels around it.
 */
function ContactDetails() {
  const { LL } = useI18nContext();
  const page = useContentPage('contactus');
  return (
    <>
      <Link to="/aboutus/contactus" className="mb-3 inline-block text-sm text-brand underline">
        {LL.sideBox.contactPage()}
      </Link>
      {page.isPending ? (
        <Skeleton rows={1} />
      ) : page.isError ? (
        <p className="text-sm text-gray-800">{LL.lists.loadFailed()}</p>
      ) : (
        <>
          <h2 className="mb-2 text-base font-semibold text-gray-900">{page.data.title}</h2>
          <SafeHtml html={page.data.content} className="text-sm" />
        </>
      )}
    </>
  );
}

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

  return (
    <aside
      aria-label={LL.sideBox.label()}
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
      <Popover className="relative">
        <PopoverButton className={boxButton} aria-label={LL.sideBox.contact()}>
          <ContactIcon />
        </PopoverButton>
        {/* Not portalled: a portalled panel brings focus sentinels that axe reports. */}
        <PopoverPanel className="absolute end-full bottom-0 z-50 me-2 max-h-[70vh] w-72 max-w-[calc(100vw-5rem)] overflow-y-auto rounded-md border border-gray-200 bg-white p-4 text-gray-900 shadow-xl">
          <ContactDetails />
        </PopoverPanel>
      </Popover>
      {chatOpen ? (
        <Suspense fallback={null}>
          <ChatDialog url={chatUrl} onClose={() => setChatOpen(false)} />
        </Suspense>
      ) : null}
    </aside>
  );
}
