import {
  createElement,
  isValidElement,
  lazy,
  useEffect,
  useState,
  type ComponentType,
} from 'react';
import {
  matchRoutes,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  type RouteObject,
} from 'react-router';
import type { PageName } from '../../contract/content';
import type { Namespaces } from '../../i18n/i18n-types';
import { ErrorPage } from '../features/errors/error-page';
import { RouteError } from '../features/errors/route-error';
import { LayoutShell } from '../shell/layout-shell';
import { useSession } from './session-provider';
import { loadScreenTexts } from './texts';

/**
 * A screen loaded when first visited, so the first page load stays small, with the namespaces of
 * texts it shows beyond the shared ones (docs/decisions/138-first-paint-without-zod-and-xstate.md,
 * docs/web-app.md);
 * screen-texts.test.ts checks that they are all named.
 */
function page<M extends Record<K, ComponentType<never>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  texts: readonly Namespaces[] = [],
): Screen<PropsOf<M[K]>> {
  type P = PropsOf<M[K]>;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    (loading ??= Promise.all([load(), loadScreenTexts(texts)]).then(([module]) => {
      loaded = module[name] as ComponentType<P>;
      return { default: loaded };
    }));
  const Lazy = lazy(preload);
  // A screen already loaded when it mounts (preloaded with the page, or on the server) renders
  // straight away: it does not suspend, so no placeholder shows and React does not hold the
  // screen back to reveal it. The choice is made once per mount, so the screen is never
  // mounted again.
  function LoadedScreen(props: P) {
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? (Lazy as ComponentType<P>));
    return createElement(Shown as ComponentType<object>, props as object);
  }
  return Object.assign(LoadedScreen, { preload, chunk: chunkNameOf(String(name)) });
}

/**
 * The name the build gives a screen's chunk: its file's name, which is its component's name in
 * kebab case (`ProductListPage` in `product-list-page.tsx`). The server finds the chunk's file by
 * it; tests/e2e/server-rendered-pages.spec.ts checks that every public page's screen is found.
 */
function chunkNameOf(component: string): string {
  return component.replace(
    /[A-Z]/g,
    (letter, at: number) => `${at ? '-' : ''}${letter.toLowerCase()}`,
  );
}

/** The props of a screen's component. */
type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** A screen loaded when first visited, or before, with `preload`. */
type Screen<P = object> = ComponentType<P> & { preload: () => Promise<unknown>; chunk: string };

function isScreen(type: unknown): type is Screen {
  return typeof type === 'function' && 'preload' in type;
}

/** The routes a path shows, the layout first and its page last, as the router matched them. */
type Matches = readonly { route: Pick<RouteObject, 'element' | 'handle'> }[];

/**
 * The routes a path shows. The router ranks every route of the table each time it matches, so a
 * caller matches a path once and hands the matches on.
 */
export function matchesOf(pathname: string): Matches {
  return matchRoutes(routes, pathname) ?? [];
}

/** The screens among a path's routes (a layout and its page). */
function screensOf(matches: Matches): Screen[] {
  return matches.flatMap(({ route }) => {
    const type = isValidElement(route.element) ? route.element.type : null;
    return isScreen(type) ? [type] : [];
  });
}

/** The chunks of the screens a path shows (a layout and its page), for the server's page. */
export function screenChunks(matches: Matches): string[] {
  return screensOf(matches).map((screen) => screen.chunk);
}

/**
 * Starts loading the screens a path shows (a layout and its page) at once, beside the session
 * and the texts: left to the router, each would load only once the one around it had rendered,
 * one round trip after another. Call before the texts load, so a screen's own texts come with
 * them.
 */
export function preloadScreens(matches: Matches): Promise<unknown> {
  return Promise.all(screensOf(matches).map((screen) => screen.preload()));
}

const HomePage = page(() => import('../features/home/home-page'), 'HomePage');
const LoginPage = page(() => import('../features/auth/login-page'), 'LoginPage');
const ForgetPasswordPage = page(
  () => import('../features/auth/forget-password-page'),
  'ForgetPasswordPage',
);
const SearchPage = page(() => import('../features/search/search-page'), 'SearchPage');
const ProductListPage = page(
  () => import('../features/products/product-list-page'),
  'ProductListPage',
);
const ProductDetailPage = page(
  () => import('../features/products/product-detail-page'),
  'ProductDetailPage',
);
const CartListPage = page(() => import('../features/cart/cart-list-page'), 'CartListPage', [
  'cart',
]);
const SolutionListPage = page(
  () => import('../features/solutions/solution-list-page'),
  'SolutionListPage',
);
const SolutionDetailPage = page(
  () => import('../features/solutions/solution-detail-page'),
  'SolutionDetailPage',
);
const SupportPage = page(() => import('../features/support/support-page'), 'SupportPage');
const CertificatePage = page(
  () => import('../features/support/certificate-page'),
  'CertificatePage',
);
const SnCheckPage = page(() => import('../features/support/sn-check-page'), 'SnCheckPage');
const ContentPage = page(() => import('../features/content/content-page'), 'ContentPage');
const NewsListPage = page(() => import('../features/news/news-list-page'), 'NewsListPage');
const NewsDetailPage = page(() => import('../features/news/news-detail-page'), 'NewsDetailPage');
const VendorListPage = page(
  () => import('../features/partners/vendor-list-page'),
  'VendorListPage',
);
const VendorCompanyPage = page(
  () => import('../features/partners/vendor-company-page'),
  'VendorCompanyPage',
);
const DcnetPage = page(() => import('../features/partners/dcnet-page'), 'DcnetPage');
// Head office's side (docs/decisions/100-back-office-access.md).
const BackofficePage = page(
  () => import('../features/backoffice/backoffice-page'),
  'BackofficePage',
  ['backofficeDesks', 'dcnet', 'orders', 'projects', 'quotations', 'quotationDesk'],
);
const PersonalLayout = page(
  () => import('../features/personal/personal-layout'),
  'PersonalLayout',
  ['personalCentre'],
);
const PersonalHomePage = page(
  () => import('../features/personal/personal-home-page'),
  'PersonalHomePage',
  ['personalCentre'],
);
const EndUsersPage = page(() => import('../features/end-users/end-users-page'), 'EndUsersPage', [
  'endUsers',
]);
// The configurator and quotations (the cart's screen is public, above).
const ConfiguratorPage = page(
  () => import('../features/configurator/configurator-page'),
  'ConfiguratorPage',
  ['configurator'],
);
const QuotationsPage = page(
  () => import('../features/quotations/quotations-page'),
  'QuotationsPage',
  ['quotations'],
);
const QuotationDetailPage = page(
  () => import('../features/quotations/quotation-detail-page'),
  'QuotationDetailPage',
  ['quotations', 'quotationDesk'],
);
const QuotationChangePage = page(
  () => import('../features/quotations/quotation-change-page'),
  'QuotationChangePage',
  ['quotations', 'drafts', 'cart'],
);
const ProjectsPage = page(() => import('../features/projects/projects-page'), 'ProjectsPage', [
  'projects',
]);
const ProjectFormPage = page(
  () => import('../features/projects/project-form-page'),
  'ProjectFormPage',
  ['projects', 'endUsers', 'drafts'],
);
const ProjectDetailPage = page(
  () => import('../features/projects/project-detail-page'),
  'ProjectDetailPage',
  ['projects', 'personalCentre'],
);
const DraftsBoxPage = page(() => import('../features/drafts/drafts-box-page'), 'DraftsBoxPage', [
  'drafts',
]);
// The partner programme's membership, training, exams and grades.
const DcnetOverviewPage = page(
  () => import('../features/dcnet/dcnet-overview-page'),
  'DcnetOverviewPage',
  ['dcnet'],
);
const MembershipFormPage = page(
  () => import('../features/dcnet/membership-form-routes'),
  'MembershipFormRoute',
  ['dcnet', 'drafts'],
);
const TrainingPage = page(() => import('../features/training/training-page'), 'TrainingPage', [
  'training',
]);
const TrainingEnrollPage = page(
  () => import('../features/training/enroll-page'),
  'TrainingEnrollPage',
  ['training'],
);
const ExamsPage = page(() => import('../features/training/exams-page'), 'ExamsPage', ['training']);
const ExamEnrollPage = page(() => import('../features/training/enroll-page'), 'ExamEnrollPage', [
  'training',
]);
const GradesPage = page(() => import('../features/training/grades-page'), 'GradesPage', [
  'training',
]);
// The orders and their nine-step flow.
const OrdersPage = page(() => import('../features/orders/orders-page'), 'OrdersPage', [
  'orders',
  'quotations',
]);
const OrderDetailPage = page(
  () => import('../features/orders/order-detail-page'),
  'OrderDetailPage',
  ['orders', 'quotations'],
);

/**
 * Screens that need a token. Without one the session is already cleared (the session machine
 * clears storage whenever it is signed out), so the visitor goes to /index; the back office,
 * which head office opens by its address, asks for the login instead and comes back to the
 * address asked for once logged in.
 */
function RequireToken() {
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  // Keyed on the visit: two protected screens in a row keep this element mounted.
  const { key, pathname, search } = useLocation();
  useEffect(() => {
    if (isLoggedIn) return;
    const to = pathname.startsWith('/backoffice')
      ? `/login?${new URLSearchParams({ redirect: `${pathname}${search}` }).toString()}`
      : '/index';
    void navigate(to, { replace: true });
  }, [isLoggedIn, navigate, key, pathname, search]);
  return isLoggedIn ? <Outlet /> : null;
}

const contentPage = (path: string, name: PageName): RouteObject => ({
  path,
  element: <ContentPage name={name} />,
  handle: ON_SERVER,
});

/** A public page the server renders with its content (docs/web-app.md, "Pages rendered on the server"). */
const ON_SERVER = { onServer: 'page' } as const;
/** The 404 page, and any address the portal does not have: rendered with status 404. */
const NOT_FOUND = { onServer: 'notFound' } as const;

/** The paths of the public pages the server renders (their records' pages without an id). */
export function publicPaths(): string[] {
  const paths: string[] = [];
  const walk = (list: RouteObject[]) => {
    for (const route of list) {
      if (route.handle === ON_SERVER && route.path) paths.push(route.path);
      if (route.children) walk(route.children);
    }
  };
  walk(routes);
  return paths;
}

/**
 * How the server renders an address: `page` (a public page, with its content), `notFound` (the
 * 404 page, status 404), or null when the browser renders it (the personal centre, the back
 * office, the login, the cart).
 */
export function publicPageOf(matches: Matches): 'page' | 'notFound' | null {
  const handle: unknown = matches.at(-1)?.route.handle;
  if (handle === ON_SERVER) return 'page';
  if (handle === NOT_FOUND) return 'notFound';
  return null;
}

/** The route table: every screen lives inside the layout shell; unknown paths go to /404. */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/index" replace /> },
  {
    element: <LayoutShell />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: '/index', element: <HomePage />, handle: ON_SERVER },
          { path: '/login', element: <LoginPage /> },
          { path: '/forgetPwd', element: <ForgetPasswordPage /> },
          { path: '/404', element: <ErrorPage status={404} />, handle: NOT_FOUND },
          { path: '/401', element: <ErrorPage status={401} /> },
          { path: '/search', element: <SearchPage />, handle: ON_SERVER },
          { path: '/product', element: <ProductListPage />, handle: ON_SERVER },
          { path: '/product/detail', element: <ProductDetailPage />, handle: ON_SERVER },
          { path: '/product/prolist', element: <CartListPage /> },
          { path: '/solution', element: <SolutionListPage />, handle: ON_SERVER },
          { path: '/solution/detail', element: <SolutionDetailPage />, handle: ON_SERVER },
          { path: '/support', element: <SupportPage />, handle: ON_SERVER },
          {
            path: '/support/certificateverification',
            element: <CertificatePage />,
            handle: ON_SERVER,
          },
          { path: '/support/sncheck', element: <SnCheckPage />, handle: ON_SERVER },
          contentPage('/support/dcntraining', 'dcntraining'),
          contentPage('/support/policy', 'policy'),
          contentPage('/aboutus/contactus', 'contactus'),
          contentPage('/aboutus/dcnbrief', 'dcnbrief'),
          contentPage('/aboutus/parentcompany', 'parentcompany'),
          { path: '/aboutus/news', element: <NewsListPage />, handle: ON_SERVER },
          { path: '/aboutus/news/detail', element: <NewsDetailPage />, handle: ON_SERVER },
          { path: '/partner/vendor', element: <VendorListPage />, handle: ON_SERVER },
          { path: '/partner/vendorcompany', element: <VendorCompanyPage />, handle: ON_SERVER },
          { path: '/partner/dcnet', element: <DcnetPage />, handle: ON_SERVER },
          {
            element: <RequireToken />,
            children: [
              {
                path: '/personal',
                element: <PersonalLayout />,
                children: [
                  { index: true, element: <PersonalHomePage /> },
                  { path: 'endUser', element: <EndUsersPage /> },
                  { path: 'quotation', element: <QuotationsPage /> },
                  { path: 'quotation/detail', element: <QuotationDetailPage /> },
                  { path: 'quotation/change', element: <QuotationChangePage /> },
                  { path: 'project', element: <ProjectsPage /> },
                  { path: 'project/register', element: <ProjectFormPage /> },
                  { path: 'project/detail', element: <ProjectDetailPage /> },
                  { path: 'draftsBox', element: <DraftsBoxPage /> },
                  { path: 'dcnet', element: <DcnetOverviewPage /> },
                  { path: 'partner/:form', element: <MembershipFormPage /> },
                  { path: 'training', element: <TrainingPage /> },
                  { path: 'training/enroll', element: <TrainingEnrollPage /> },
                  { path: 'exams', element: <ExamsPage /> },
                  { path: 'exams/enroll', element: <ExamEnrollPage /> },
                  { path: 'grades', element: <GradesPage /> },
                  { path: 'order', element: <OrdersPage /> },
                  { path: 'order/detail', element: <OrderDetailPage /> },
                ],
              },
              { path: '/configurator', element: <ConfiguratorPage /> },
              { path: '/backoffice/*', element: <BackofficePage /> },
            ],
          },
          { path: '*', element: <Navigate to="/404" replace />, handle: NOT_FOUND },
        ],
      },
    ],
  },
];
