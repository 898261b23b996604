import { useI18nContext } from '../../../i18n/i18n-react';
import { useSession } from '../../app/session-provider';
import { PageHeading } from '../../components/ui/page-heading';
import { buttonSecondary } from '../../components/ui/styles';
import { useDialogs } from '../../shell/dialogs';
import { PersonalNav } from './personal-nav';

/**
 * The logged-in user's own area. Only reachable with a token (the route guard sends everyone
 * else to /index); its screens (quotations, orders, projects, ...) come with their features.
 */
export function PersonalPage() {
  const { LL } = useI18nContext();
  const { user, username } = useSession();
  const dialogs = useDialogs();
  const facts: [string, string][] = [
    [LL.account.name(), user?.realname ?? ''],
    [LL.account.company(), user?.company ?? ''],
    [LL.account.email(), user?.username ?? username ?? ''],
  ];
  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      <PersonalNav />
      <div>
        <PageHeading title={LL.account.personalCentre()} />
        <dl className="mb-6 grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium">{term}</dt>
              <dd className="text-gray-800">{value}</dd>
            </div>
          ))}
        </dl>
        <button
          type="button"
          className={buttonSecondary}
          onClick={() => dialogs.open('changePassword')}
        >
          {LL.account.changePassword()}
        </button>
      </div>
    </div>
  );
}
