import type { RouteEntry } from '../../contract/account';
import type { PartnerTier } from '../../contract/common';
import { PROJECT_PROGRAMME_TIERS } from '../../contract/values';
import type { LangCode } from '../../i18n/languages';
import { hasRole } from '../../machines/session/session.machine';
import type { UserRow } from '../plugins/auth';
import { messages } from '../messages';

type Messages = ReturnType<typeof messages>;
type Holder = Pick<UserRow, 'roles' | 'permissions'>;

/**
 * The partner-programme application forms, each for the tiers of its programme. A user who
 * holds none of these tiers yet may apply to any programme.
 */
const APPLICATION_FORMS: {
  name: string;
  path: string;
  tiers: PartnerTier[];
  title: (msg: Messages) => string;
}[] = [
  {
    name: 'PartnerDistribution',
    path: 'partner/distribution',
    tiers: ['DC-ADP', 'DC-DDP'],
    title: (msg) => msg.routePartnerDistribution(),
  },
  {
    name: 'PartnerProject',
    path: 'partner/project',
    tiers: ['DC-APP', 'DC-DPP'],
    title: (msg) => msg.routePartnerProject(),
  },
  {
    name: 'PartnerService',
    path: 'partner/service',
    tiers: ['DC-ASP', 'DC-DSP'],
    title: (msg) => msg.routePartnerService(),
  },
  {
    name: 'PartnerDirect',
    path: 'partner/direct',
    tiers: ['DC-DTE', 'DC-DEE'],
    title: (msg) => msg.routePartnerDirect(),
  },
];

/** One screen of the personal area; `hidden` ones are reached by route, not from the menu. */
function page(name: string, path: string, title: string, hidden = false): RouteEntry {
  return {
    name,
    path,
    component: `personal/${path || 'index'}`,
    hidden,
    meta: { title, noCache: false },
  };
}

/** The application forms the user may open: those of their tier, or all before they have one. */
function applicationForms(user: Holder, msg: Messages): RouteEntry[] {
  const allTiers = APPLICATION_FORMS.flatMap((form) => form.tiers);
  const anyTier = user.roles.some((role) => (allTiers as string[]).includes(role));
  return APPLICATION_FORMS.filter((form) => !anyTier || hasRole(user, form.tiers)).map((form) =>
    page(form.name, form.path, form.title(msg), true),
  );
}

/**
 * The personal routes this user may open once logged in, titled in the caller's language
 * (docs/web-app.md): one group at /personal whose entries the
 * web app joins into single paths. The roles decide, with the portal's rule that 'admin' passes
 * every role check: projects are for the project programme's tiers (a DPP registers them, an APP
 * reads those it registered as a DPP), and the membership application forms follow the partner
 * tier. Detail,
 * registration and application screens are hidden: they open from their lists, not the menu.
 */
export function personalRoutes(user: Holder, lang: LangCode): RouteEntry[] {
  const msg = messages(lang);
  const projects = hasRole(user, [...PROJECT_PROGRAMME_TIERS])
    ? [
        page('Project', 'project', msg.routeProject()),
        page('ProjectDetail', 'project/detail', msg.routeProjectDetail(), true),
      ]
    : [];
  return [
    {
      name: 'Personal',
      path: '/personal',
      component: 'Layout',
      hidden: false,
      meta: { title: msg.routeHome() },
      children: [
        // The group's own path: /personal is the personal home.
        page('PersonalHome', '', msg.routeHome()),
        page('Quotation', 'quotation', msg.routeQuotation()),
        page('QuotationDetail', 'quotation/detail', msg.routeQuotationDetail(), true),
        page('Order', 'order', msg.routeOrder()),
        page('OrderDetail', 'order/detail', msg.routeOrderDetail(), true),
        ...projects,
        page('EndUser', 'endUser', msg.routeEndUser()),
        page('Dcnet', 'dcnet', msg.routeDcnet()),
        ...applicationForms(user, msg),
        page('Training', 'training', msg.routeTraining()),
        page('TrainingEnroll', 'training/enroll', msg.routeTrainingEnroll(), true),
        page('Exams', 'exams', msg.routeExams()),
        page('ExamsEnroll', 'exams/enroll', msg.routeExamsEnroll(), true),
        page('DraftsBox', 'draftsBox', msg.routeDrafts()),
        // Reachable by route only, not from the personal menu.
        page('Grades', 'grades', msg.routeGrades(), true),
      ],
    },
  ];
}
