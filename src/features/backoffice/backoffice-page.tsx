import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { NavLink, Route, Routes } from 'react-router';
import {
  ALL_BACKOFFICE_PERMISSIONS,
  BACKOFFICE_PERMISSIONS as P,
  ORDER_PERMISSIONS,
  type BackofficePermission,
} from '../../../contract/backoffice';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { TranslationFunctions } from '../../../i18n/i18n-types';
import { MenuToggle } from '../../components/ui/menu-toggle';
import { PageHeading, TitleSection } from '../../components/ui/page-heading';
import { Skeleton } from '../../components/ui/skeleton';
import { NARROW_FRAME_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { useCanAct } from './can-act';
import { DcnetApplications } from './dcnet-applications';
import { ExamResults } from './exam-results';
import { OrdersDesk } from './orders-desk';
import { PartnersDesk } from './partners-desk';
import { ProjectsDesk } from './projects-desk';
import { SiteSettingsForm } from './site-settings';
import { TrainingCodes } from './training-codes';
import { VisitorMessages } from './visitor-messages';
import { WorkQueue } from './work-queue';

// The quotation desk brings the quotation screens' sections with it: it loads when it is opened,
// not with the work queue (docs/decisions/133-first-load-budget.md).
const QuotationsDesk = lazy(async () => ({
  default: (await import('./quotations-desk')).QuotationsDesk,
}));

/** One desk of the back office: its path under /backoffice, its permissions, title and screen. */
interface Desk {
  path: string;
  /** Any one of them opens the desk. */
  permission: readonly BackofficePermission[];
  title: (LL: TranslationFunctions) => string;
  screen: ReactNode;
}

const DESKS: readonly Desk[] = [
  // The order and project desks (docs/backoffice.md).
  {
    path: 'orders',
    permission: ORDER_PERMISSIONS,
    title: (LL) => LL.backofficeDesks.orders.title(),
    screen: <OrdersDesk />,
  },
  // The quotation desk (docs/backoffice.md).
  {
    path: 'quotations',
    permission: [P.quotationApprove],
    title: (LL) => LL.quotationDesk.title(),
    screen: (
      <Suspense fallback={<Skeleton rows={4} />}>
        <QuotationsDesk />
      </Suspense>
    ),
  },
  {
    path: 'projects',
    permission: [P.projectApprove],
    title: (LL) => LL.backofficeDesks.projects.title(),
    screen: <ProjectsDesk />,
  },
  {
    path: 'partners',
    permission: [P.projectApprove],
    title: (LL) => LL.backofficeDesks.partners.title(),
    screen: <PartnersDesk />,
  },
  {
    path: 'dcnet',
    permission: [P.dcnetApprove],
    title: (LL) => LL.backoffice.dcnet.title(),
    screen: <DcnetApplications />,
  },
  {
    path: 'codes',
    permission: [P.trainingCodes],
    title: (LL) => LL.backoffice.codes.title(),
    screen: <TrainingCodes />,
  },
  {
    path: 'exams',
    permission: [P.examResults],
    title: (LL) => LL.backoffice.exams.title(),
    screen: <ExamResults />,
  },
  {
    path: 'messages',
    permission: [P.messagesRead],
    title: (LL) => LL.backoffice.messages.title(),
    screen: <VisitorMessages />,
  },
  {
    path: 'settings',
    permission: [P.settingsWrite],
    title: (LL) => LL.backoffice.settings.title(),
    screen: <SiteSettingsForm />,
  },
];

const navLink = ({ isActive }: { isActive: boolean }) =>
  `block rounded px-3 py-2 ${isActive ? 'bg-brand text-white' : 'text-gray-900 hover:bg-gray-100'}`;

/**
 * Head office's side at /backoffice: the work queue and one screen per desk. A desk's link and
 * screen exist only for a user with its permission (docs/decisions/100-back-office-access.md).
 * On a narrow screen the desks' menu is shown only on request, as the personal centre's is, and
 * closes once a desk is chosen: the desk itself comes first.
 */
export function BackofficePage() {
  const { LL } = useI18nContext();
  const can = useCanAct();
  const narrow = useMediaQuery(NARROW_FRAME_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const t = LL.backoffice;
  if (!can(ALL_BACKOFFICE_PERMISSIONS)) {
    return (
      <>
        <PageHeading title={t.title()} />
        <p>{t.notPermitted()}</p>
      </>
    );
  }
  const desks = DESKS.filter((desk) => can(desk.permission));
  const closeMenu = () => setMenuOpen(false);
  return (
    <TitleSection.Provider value={t.title()}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <div className="min-w-0">
          {narrow ? (
            <MenuToggle
              label={t.nav()}
              open={menuOpen}
              controls={navId}
              onToggle={() => setMenuOpen((open) => !open)}
            />
          ) : null}
          {narrow && !menuOpen ? null : (
            <nav
              id={navId}
              aria-label={t.nav()}
              className={narrow ? 'rounded border border-gray-200 p-2' : undefined}
            >
              <ul className="space-y-1">
                <li>
                  <NavLink to="/backoffice" end className={navLink} onClick={closeMenu}>
                    {t.queue.title()}
                  </NavLink>
                </li>
                {desks.map((desk) => (
                  <li key={desk.path}>
                    <NavLink
                      to={`/backoffice/${desk.path}`}
                      className={navLink}
                      onClick={closeMenu}
                    >
                      {desk.title(LL)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
        <div>
          <Routes>
            <Route index element={<WorkQueue />} />
            {DESKS.map((desk) => (
              <Route
                key={desk.path}
                path={desk.path}
                element={can(desk.permission) ? desk.screen : <p>{t.notPermitted()}</p>}
              />
            ))}
          </Routes>
        </div>
      </div>
    </TitleSection.Provider>
  );
}
