import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PARTNER_TIERS } from '../../../contract/common';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useSession } from '../../app/session-provider';
import { PageHeading } from '../../components/ui/page-heading';
import { buttonPrimary } from '../../components/ui/styles';
import { useDialogs } from '../../shell/dialogs';
import { useTierNames } from './tier-names';
import { VendorFilters } from './vendor-list-page';

/**
 * A section of the programme page that the menu links to by its id (`#Find`, `#Become`): it
 * takes focus when the address names it.
 */
function ProgrammeSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="mb-12 scroll-mt-4 space-y-4 rounded-lg border border-gray-200 p-6 focus:outline-none"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        {title}
      </h2>
      <p className="text-gray-700">{intro}</p>
      {children}
    </section>
  );
}

/**
 * The partner programme: how to find a partner (#Find) and how to become one (#Become); the
 * menu links to both sections.
 */
export function DcnetPage() {
  const { LL } = useI18nContext();
  const { tiers, levels } = useTierNames();
  const { isLoggedIn } = useSession();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const tierText = {
    'DC-ADP': LL.partners.aboutADP(),
    'DC-DDP': LL.partners.aboutDDP(),
    'DC-APP': LL.partners.aboutAPP(),
    'DC-DPP': LL.partners.aboutDPP(),
    'DC-ASP': LL.partners.aboutASP(),
    'DC-DSP': LL.partners.aboutDSP(),
    'DC-DTE': LL.partners.aboutDTE(),
    'DC-DEE': LL.partners.aboutDEE(),
  } as const;

  return (
    <>
      <PageHeading title={LL.partners.dcnetTitle()}>
        <p className="max-w-3xl text-lg text-gray-700">{LL.partners.dcnetIntro()}</p>
      </PageHeading>
      <ProgrammeSection id="Find" title={LL.partners.findTitle()} intro={LL.partners.findIntro()}>
        <VendorFilters
          country=""
          tier=""
          onSubmit={(filters) => {
            const params = new URLSearchParams();
            if (filters.country) params.set('country', filters.country);
            if (filters.tier) params.set('partner_type', filters.tier);
            void navigate(`/partner/vendor?${params.toString()}`);
          }}
        />
      </ProgrammeSection>
      <ProgrammeSection
        id="Become"
        title={LL.partners.becomeTitle()}
        intro={LL.partners.becomeIntro()}
      >
        <p className="text-gray-700">
          {LL.partners.levelsIntro({
            levels: [levels.pre, levels.silver, levels.gold, levels.diamond].join(', '),
          })}
        </p>
        <ul className="grid gap-4 sm:grid-cols-2">
          {PARTNER_TIERS.map((code) => (
            <li key={code} className="rounded border border-gray-200 p-4">
              <h3 className="font-semibold">
                {tiers[code]} <span className="text-sm font-normal text-gray-700">({code})</span>
              </h3>
              <p className="mt-1 text-sm text-gray-700">{tierText[code]}</p>
            </li>
          ))}
        </ul>
        {isLoggedIn ? null : (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-gray-800">{LL.partners.becomeCta()}</p>
            <button type="button" className={buttonPrimary} onClick={() => dialogs.open('signUp')}>
              {LL.shell.signUp()}
            </button>
          </div>
        )}
      </ProgrammeSection>
    </>
  );
}
