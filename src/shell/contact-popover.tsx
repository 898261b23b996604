import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { lazy, Suspense, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { useI18nContext } from '../../i18n/i18n-react';
import { Skeleton } from '../components/ui/skeleton';
import { useContentPage } from '../features/content/api';

// The sanitiser comes only with HTML to show.
const SafeHtml = lazy(() =>
  import('../components/ui/safe-html').then((m) => ({ default: m.SafeHtml })),
);

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
          <Suspense fallback={<Skeleton rows={1} />}>
            <SafeHtml html={page.data.content} className="text-sm" />
          </Suspense>
        </>
      )}
    </>
  );
}

/** The side box's contact button and the details it opens. */
export function ContactPopover({
  triggerRef,
  className,
  label,
  children,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  className: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <Popover className="relative">
      <PopoverButton ref={triggerRef} className={className} aria-label={label}>
        {children}
      </PopoverButton>
      {/* Not portalled: a portalled panel brings focus sentinels that axe reports. */}
      <PopoverPanel className="absolute end-full bottom-0 z-50 me-2 max-h-[70vh] w-72 max-w-[calc(100vw-5rem)] overflow-y-auto rounded-md border border-gray-200 bg-white p-4 text-gray-900 shadow-xl">
        <ContactDetails />
      </PopoverPanel>
    </Popover>
  );
}
