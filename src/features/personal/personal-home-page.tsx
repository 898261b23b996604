import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { UserInfo } from '../../../contract/auth';
import type { UserStats } from '../../../contract/account';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { LoadError } from '../../components/ui/load-error';
import { PageHeading } from '../../components/ui/page-heading';
import { Skeleton } from '../../components/ui/skeleton';
import { Guarded } from '../../components/ui/visible';
import { buttonSecondary, textLink } from '../../components/ui/styles';
import { formatDate, formatNumber } from '../../lib/intl';
import { useDialogs } from '../../shell/dialogs';
import { useTierNames } from '../partners/tier-names';
import { useCountries } from '../content/use-countries';
import { useHome, useInfoComplete } from './api';
import { AvatarUpload } from './avatar-upload';
import { PROFILE_FORM_FIELDS, useProfileLabels, type ProfileField } from './profile-fields';
import { Notice } from '../../components/ui/notice';
import { PROJECT_PROGRAMME_TIERS } from '../../../contract/values';

const ProfileDialog = lazy(async () => ({
  default: (await import('./profile-dialog')).ProfileDialog,
}));

/** What the profile lacks, each missing field a button that opens the form at that field. */
function MissingDetails({
  missing,
  onOpen,
}: {
  missing: readonly string[];
  onOpen: (field: ProfileField) => void;
}) {
  const { LL } = useI18nContext();
  const labels = useProfileLabels();
  const fields = PROFILE_FORM_FIELDS.filter((field) => missing.includes(field));
  if (fields.length === 0) return null;
  return (
    <Notice title={LL.personalCentre.home.completeTitle()} tone="attention" className="mb-6">
      <p className="mt-1 text-sm text-gray-800">{LL.personalCentre.home.completeIntro()}</p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {fields.map((field) => (
          <li key={field}>
            <button type="button" className={textLink} onClick={() => onOpen(field)}>
              {labels[field]}
            </button>
          </li>
        ))}
      </ul>
    </Notice>
  );
}

/** The user's details as a list of terms. */
function ProfileFacts({ user }: { user: UserInfo }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const { tiers } = useTierNames();
  const countries = useCountries();
  const labels = useProfileLabels();
  const home = LL.personalCentre.home;
  const given = (value: string) => value || home.notGiven();
  const country = countries.options.find((c) => c.code === user.country)?.name ?? user.country;
  const facts: [string, string, boolean?][] = [
    [labels.realname, given(user.realname)],
    [labels.company, given(user.company)],
    [home.email(), user.username, true],
    [labels.country, given(country)],
    [labels.telephone, given(user.telephone), true],
    [labels.website, given(user.website), true],
    [labels.address, given(user.address)],
    [home.partnerType(), user.partner_type ? tiers[user.partner_type] : home.noTier()],
    [home.dcnetId(), user.dcnet_id ?? home.noTier(), true],
    [home.memberSince(), formatDate(user.create_time, lang)],
    [
      home.lastLogin(),
      user.last_login_time ? formatDate(user.last_login_time, lang) : home.firstLogin(),
    ],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)]">
      {facts.map(([term, value, ltr]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-gray-900">{term}</dt>
          <dd className="break-words text-gray-800" dir={ltr ? 'auto' : undefined}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The counts of the home call, each a shortcut to its screen. */
function RecordCounts({ stats }: { stats: UserStats }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const cards: { path: string; title: string; count: number; project?: boolean }[] = [
    { path: '/personal/quotation', title: LL.personal.quotations(), count: stats.quotations },
    { path: '/personal/order', title: LL.personal.orders(), count: stats.orders },
    {
      path: '/personal/project',
      title: LL.personal.projects(),
      count: stats.projects,
      project: true,
    },
    { path: '/personal/endUser', title: LL.personal.endUsers(), count: stats.end_users },
    { path: '/personal/draftsBox', title: LL.personal.drafts(), count: stats.drafts },
  ];
  return (
    <section aria-labelledby="records-title" className="mt-8">
      <h2 id="records-title" className="mb-3 text-xl font-semibold text-gray-900">
        {LL.personalCentre.home.overview()}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {cards.map((card) => (
          <Guarded
            key={card.path}
            rule={card.project ? { role: [...PROJECT_PROGRAMME_TIERS] } : null}
          >
            <li>
              <Link
                to={card.path}
                className="flex h-full flex-col rounded border border-gray-300 p-4 hover:border-brand focus-visible:outline-2 focus-visible:outline-brand"
              >
                <span className="text-3xl font-bold text-brand">
                  {formatNumber(card.count, lang)}
                </span>
                <span className="text-sm text-gray-900">{card.title}</span>
              </Link>
            </li>
          </Guarded>
        ))}
      </ul>
    </section>
  );
}

/**
 * The personal home (/personal): what the profile still lacks, the user's picture and details
 * with the ways to change them, and the counts of their records as shortcuts. The screen shows
 * once the home and the profile check have both answered, so nothing moves as they arrive.
 */
export function PersonalHomePage() {
  const { LL } = useI18nContext();
  const dialogs = useDialogs();
  const home = useHome();
  const check = useInfoComplete();
  const [editing, setEditing] = useState<ProfileField | null>(null);

  const body = () => {
    if (home.isPending || check.isPending) return <Skeleton rows={4} />;
    if (home.isError) return <LoadError onRetry={() => void home.refetch()} />;
    const { userinfo: user, stats } = home.data;
    return (
      <>
        {check.data && !check.data.isComplete ? (
          <MissingDetails missing={check.data.missing} onOpen={setEditing} />
        ) : null}
        <section aria-labelledby="profile-title" className="space-y-4">
          <h2 id="profile-title" className="text-xl font-semibold text-gray-900">
            {LL.personalCentre.home.profile()}
          </h2>
          <AvatarUpload avatar={user.avatar} name={user.realname || user.username} />
          <ProfileFacts user={user} />
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={buttonSecondary}
              onClick={() => setEditing('realname')}
            >
              {LL.personalCentre.home.editProfile()}
            </button>
            <button
              type="button"
              className={buttonSecondary}
              onClick={() => dialogs.open('changePassword')}
            >
              {LL.account.changePassword()}
            </button>
          </div>
        </section>
        <RecordCounts stats={stats} />
        {editing ? (
          <Suspense fallback={null}>
            <ProfileDialog user={user} focus={editing} onClose={() => setEditing(null)} />
          </Suspense>
        ) : null}
      </>
    );
  };

  return (
    <div>
      <PageHeading title={LL.account.personalCentre()} />
      {body()}
    </div>
  );
}
