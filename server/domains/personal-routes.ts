import type { RouteEntry } from '../../contract/account';
import type { LangCode } from '../../i18n/languages';
import { messages } from '../messages';

/** The personal routes the web app may open once logged in, titled in the caller's language. */
export function personalRoutes(lang: LangCode): RouteEntry[] {
  const msg = messages(lang);
  const page = (name: string, path: string, title: string, hidden = false): RouteEntry => ({
    name,
    path,
    component: `personal/${path || 'index'}`,
    hidden,
    meta: { title, noCache: false },
  });
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
        page('Order', 'order', msg.routeOrder()),
        page('Project', 'project', msg.routeProject()),
        page('EndUser', 'endUser', msg.routeEndUser()),
        page('Dcnet', 'dcnet', msg.routeDcnet()),
        page('Training', 'training', msg.routeTraining()),
        page('Exams', 'exams', msg.routeExams()),
        page('DraftsBox', 'draftsBox', msg.routeDrafts()),
        // Reachable by route only, not from the personal menu (spec section 2).
        page('Grades', 'grades', msg.routeGrades(), true),
      ],
    },
  ];
}
