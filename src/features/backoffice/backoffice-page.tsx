import type { ReactNode } from 'react';
import { NavLink, Route, Routes } from 'react-router';
import {
  ALL_BACKOFFICE_PERMISSIONS,
  BACKOFFICE_PERMISSIONS as P,
} from '../../../contract/backoffice';
import { useI18nContext } from '../../../i18n/i18n-react';
import { PageHeading } from '../../components/ui/page-heading';
import { CanAct, useCanAct } from './can-act';
import { DcnetApplications } from './dcnet-applications';
import { ExamResults } from './exam-results';
import { SiteSettingsForm } from './site-settings';
import { TrainingCodes } from './training-codes';
import { VisitorMessages } from './visitor-messages';
import { WorkQueue } from './work-queue';

const navLink = ({ isActive }: { isActive: boolean }) =>
  `block rounded px-3 py-2 ${isActive ? 'bg-brand text-white' : 'text-gray-900 hover:bg-gray-100'}`;

/**
 * Head office's side at /backoffice: the work queue and one screen per desk. Each desk shows
 * only for a user with its permission (docs/decisions/100-back-office-access.md).
 */
export function BackofficePage() {
  const { LL } = useI18nContext();
  const can = useCanAct();
  const t = LL.backoffice;
  if (!can(ALL_BACKOFFICE_PERMISSIONS)) {
    return (
      <>
        <PageHeading title={t.title()} />
        <p>{t.notPermitted()}</p>
      </>
    );
  }
  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      <nav aria-label={t.nav()}>
        <ul className="space-y-1">
          <li>
            <NavLink to="/backoffice" end className={navLink}>
              {t.queue.title()}
            </NavLink>
          </li>
          <CanAct permission={[P.dcnetApprove]}>
            <li>
              <NavLink to="/backoffice/dcnet" className={navLink}>
                {t.dcnet.title()}
              </NavLink>
            </li>
          </CanAct>
          <CanAct permission={[P.trainingCodes]}>
            <li>
              <NavLink to="/backoffice/codes" className={navLink}>
                {t.codes.title()}
              </NavLink>
            </li>
          </CanAct>
          <CanAct permission={[P.examResults]}>
            <li>
              <NavLink to="/backoffice/exams" className={navLink}>
                {t.exams.title()}
              </NavLink>
            </li>
          </CanAct>
          <CanAct permission={[P.messagesRead]}>
            <li>
              <NavLink to="/backoffice/messages" className={navLink}>
                {t.messages.title()}
              </NavLink>
            </li>
          </CanAct>
          <CanAct permission={[P.settingsWrite]}>
            <li>
              <NavLink to="/backoffice/settings" className={navLink}>
                {t.settings.title()}
              </NavLink>
            </li>
          </CanAct>
        </ul>
      </nav>
      <div>
        <Routes>
          <Route index element={<WorkQueue />} />
          <Route
            path="dcnet"
            element={<Desk permission={P.dcnetApprove} screen={<DcnetApplications />} />}
          />
          <Route
            path="codes"
            element={<Desk permission={P.trainingCodes} screen={<TrainingCodes />} />}
          />
          <Route
            path="exams"
            element={<Desk permission={P.examResults} screen={<ExamResults />} />}
          />
          <Route
            path="messages"
            element={<Desk permission={P.messagesRead} screen={<VisitorMessages />} />}
          />
          <Route
            path="settings"
            element={<Desk permission={P.settingsWrite} screen={<SiteSettingsForm />} />}
          />
        </Routes>
      </div>
    </div>
  );
}

/** A desk's screen, or a short refusal for a user without its permission. */
function Desk({
  permission,
  screen,
}: {
  permission: (typeof ALL_BACKOFFICE_PERMISSIONS)[number];
  screen: ReactNode;
}) {
  const { LL } = useI18nContext();
  const can = useCanAct();
  return can([permission]) ? <>{screen}</> : <p>{LL.backoffice.notPermitted()}</p>;
}
