import { Link } from 'react-router';
import { useI18nContext } from '../../../i18n/i18n-react';
import { textLink } from '../../components/ui/styles';
import { useCan } from '../../lib/use-can';
import { Notice } from '../../components/ui/notice';
import { PARTNER_PERMISSIONS } from '../../../contract/values';

/** The permission of direct project partners, the only ones who register projects. */
export const REGISTER_PROJECTS = { permission: PARTNER_PERMISSIONS.projectRegister } as const;

/** Whether the logged-in partner may register projects, as far as this session knows. */
export function useMayRegister(): boolean {
  return useCan()(REGISTER_PROJECTS);
}

/**
 * Why a partner who is not a Direct Project Partner cannot register projects, and what to do
 * instead: apply for that membership in DCNet. Shown before they start; the server refuses the
 * registration too.
 */
export function DppNotice() {
  const { LL } = useI18nContext();
  const say = LL.projects;
  return (
    <Notice title={say.dppTitle()} tone="attention" className="mb-6">
      <p className="mt-1 text-sm text-gray-800">{say.dppBody()}</p>
      <p className="mt-1 text-sm text-gray-800">{say.dppWhat()}</p>
      <Link to="/personal/dcnet" className={`${textLink} mt-2 inline-block text-sm`}>
        {say.dppLink()}
      </Link>
    </Notice>
  );
}
