import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DcnetInfo } from '../../../contract/dcnet';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { textLink } from '../../components/ui/styles';
import { formatDate } from '../../lib/intl';
import { useTierNames } from '../partners/tier-names';
import { useDcnetInfo } from './api';
import { formOfTier } from './tier-forms';

/** The DCNet ID, tier, level and validity, as a list of terms. */
function StandingFacts({ info }: { info: DcnetInfo }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const { tiers, levels } = useTierNames();
  const say = LL.dcnet;
  const validity =
    info.start_date && info.end_date
      ? say.validRange({
          start: formatDate(info.start_date, lang),
          end: formatDate(info.end_date, lang),
        })
      : say.noValidity();
  const facts: [string, string, boolean][] = [
    [say.dcnetId(), info.dcnet_id ?? say.notMember(), info.dcnet_id !== null],
    [say.tier(), info.partner_type ? tiers[info.partner_type] : say.notMember(), false],
    [say.level(), info.level ? levels[info.level] : say.noLevel(), false],
    [say.validity(), validity, false],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {facts.map(([term, value, ltr]) => (
        <div key={term}>
          <dt className="text-sm text-gray-700">{term}</dt>
          <dd className="font-medium break-words text-gray-900" dir={ltr ? 'ltr' : undefined}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The tiers open to the user, each a link to its form with the tier chosen. */
function OpenTiers({ info }: { info: DcnetInfo }) {
  const { LL } = useI18nContext();
  const { tiers } = useTierNames();
  if (info.available_types.length === 0) {
    return <p className="text-gray-800">{LL.dcnet.noneOpen()}</p>;
  }
  return (
    <>
      <p className="text-gray-800">{LL.dcnet.openIntro()}</p>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {info.available_types.map((tier) => (
          <li key={tier}>
            <Link to={`/personal/partner/${formOfTier(tier)}?type=${tier}`} className={textLink}>
              {LL.dcnet.applyFor({ tier: tiers[tier] })}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

const sectionClass = 'mb-8 rounded-lg border border-gray-200 p-4 sm:p-6';
const headingClass = 'mb-3 text-xl font-semibold text-gray-900';

/**
 * The standing and the open tiers (GET /user/dcnetinfo): a skeleton while it loads, a retry
 * when it failed.
 */
export function Standing() {
  const { LL } = useI18nContext();
  const info = useDcnetInfo();
  const say = LL.dcnet;
  const body = (render: (data: DcnetInfo) => ReactNode) => {
    if (info.isPending) return <Skeleton rows={1} />;
    if (info.isError) return <LoadError onRetry={() => void info.refetch()} />;
    return render(info.data);
  };
  return (
    <>
      <section aria-labelledby="dcnet-standing" className={sectionClass}>
        <h2 id="dcnet-standing" className={headingClass}>
          {say.standing()}
        </h2>
        {body((data) => (
          <StandingFacts info={data} />
        ))}
      </section>
      <section aria-labelledby="dcnet-open" className={sectionClass}>
        <h2 id="dcnet-open" className={headingClass}>
          {say.openTitle()}
        </h2>
        {body((data) => (
          <OpenTiers info={data} />
        ))}
      </section>
      <section aria-labelledby="dcnet-rules" className={sectionClass}>
        <h2 id="dcnet-rules" className={headingClass}>
          {say.rulesTitle()}
        </h2>
        <ul className="list-disc space-y-1 ps-5 text-gray-800">
          <li>{say.ruleLevels()}</li>
          <li>{say.ruleDistributor()}</li>
          <li>{say.ruleMigration()}</li>
          <li>{say.ruleRevoke()}</li>
        </ul>
      </section>
    </>
  );
}
