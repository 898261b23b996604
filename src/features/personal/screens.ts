import type { TranslationFunctions } from '../../../i18n/i18n-types';

/**
 * The screens of the personal area that are not built yet, relative to /personal. They answer
 * with a page that says so, instead of a screen that pretends; a path outside this list and
 * the built screens is unknown and goes to /404 like any other.
 */
export const SCREENS_NOT_BUILT: readonly string[] = [];

/**
 * The portal's own name of a screen's group (a personal screen or the configurator), for when
 * the route list has none.
 */
export function builtInTitle(path: string, LL: TranslationFunctions): string {
  const parts = path.split('/').filter(Boolean);
  const group = (parts[0] === 'personal' ? parts[1] : parts[0]) ?? '';
  const titles: Record<string, () => string> = {
    quotation: LL.personal.quotations,
    order: LL.personal.orders,
    project: LL.personal.projects,
    endUser: LL.personal.endUsers,
    dcnet: LL.personal.dcnet,
    partner: LL.personal.dcnet,
    training: LL.personal.training,
    exams: LL.personal.exams,
    draftsBox: LL.personal.drafts,
    configurator: LL.personalCentre.notAvailable.configurator,
  };
  return (titles[group] ?? LL.account.personalCentre)();
}
