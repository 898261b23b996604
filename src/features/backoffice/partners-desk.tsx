import { useState, type FormEvent } from 'react';
import {
  DISTRIBUTED_TIER,
  MASTER_DISTRIBUTOR_TIER,
  MIGRATION,
  type ProjectPartner,
} from '../../../contract/backoffice-projects';
import type { PartnerTier } from '../../../contract/common';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import type { Column } from '../../components/ui/data-table';
import { SelectField } from '../../components/ui/form-field';
import { PagedTable } from '../../components/ui/paged-table';
import { deskList } from './desk-list';
import { DeskSearch } from './desk-search';
import { useListSearch } from '../../components/ui/searched-list';
import { PageHeading } from '../../components/ui/page-heading';
import { buttonPrimary, buttonSmall } from '../../components/ui/styles';
import { notify } from '../../components/ui/toaster';
import { errorText } from '../../lib/api/error-text';
import { useTierNames } from '../partners/tier-names';
import { useChooseDistributor, useMigratePartner, usePartners } from './partners-api';
import { useFormProblems } from './form-problems';
import { DeskForm } from './desk-form';

/** The tiers the desk lists: direct project partners to migrate, and APPs to give a distributor. */
const PROJECT_TIERS: readonly PartnerTier[] = [MIGRATION.from, MIGRATION.to];

/**
 * Head office's final say on project partners: it migrates a DPP to APP and chooses the master
 * distributor an APP buys from, each after a confirmation.
 */
export function PartnersDesk() {
  const { LL } = useI18nContext();
  const { tiers } = useTierNames();
  const t = LL.backofficeDesks.partners;
  const [tier, setTier] = useState<PartnerTier>(MIGRATION.from);
  const { paging, keyword, search, refine } = useListSearch();
  const partners = usePartners(tier, keyword, paging.page, paging.pageSize);
  const [migrating, setMigrating] = useState<ProjectPartner | null>(null);
  const [choosing, setChoosing] = useState<ProjectPartner | null>(null);
  const columns: Column<ProjectPartner>[] = [
    { key: 'company', header: t.company(), cell: (p) => p.company },
    { key: 'email', header: t.email(), cell: (p) => p.username, ltr: true },
    { key: 'tier', header: t.tier(), cell: (p) => (p.partner_type ? tiers[p.partner_type] : '—') },
    {
      key: 'distributor',
      header: LL.backofficeDesks.projects.distributor(),
      cell: (p) => p.master_distributor?.company ?? LL.backofficeDesks.projects.noDistributor(),
    },
    {
      key: 'act',
      header: t.migrate(),
      headerHidden: true,
      align: 'end',
      cell: (p) =>
        p.partner_type === MIGRATION.from ? (
          <button type="button" className={buttonSmall} onClick={() => setMigrating(p)}>
            {t.migrate()}
            <span className="sr-only"> {p.company}</span>
          </button>
        ) : p.partner_type === DISTRIBUTED_TIER ? (
          <button type="button" className={buttonSmall} onClick={() => setChoosing(p)}>
            {t.choose()}
            <span className="sr-only"> {p.company}</span>
          </button>
        ) : null,
    },
  ];
  return (
    <>
      <PageHeading title={t.title()} />
      <div className="mb-4 grid gap-4 sm:grid-cols-[14rem_1fr] sm:items-end">
        <SelectField
          id="partners-tier"
          label={t.tier()}
          value={tier}
          onChange={refine((value) => setTier(value as PartnerTier))}
          options={PROJECT_TIERS.map((code) => ({ value: code, label: tiers[code] }))}
        />
        <DeskSearch keyword={keyword} onSearch={search} texts={t} />
      </div>
      <PagedTable query={partners} columns={columns} {...deskList(t, paging, t.title(), keyword)} />
      {choosing ? (
        <DistributorChoice key={choosing.id} partner={choosing} onDone={() => setChoosing(null)} />
      ) : null}
      {migrating ? <Migration partner={migrating} onDone={() => setMigrating(null)} /> : null}
    </>
  );
}

/** The confirmation before a DPP becomes an APP. */
function Migration({ partner, onDone }: { partner: ProjectPartner; onDone: () => void }) {
  const { LL } = useI18nContext();
  const t = LL.backofficeDesks.partners;
  const migrate = useMigratePartner();
  return (
    <ConfirmDialog
      title={t.migrateTitle({ company: partner.company })}
      question={t.migrateQuestion({ company: partner.company })}
      confirmLabel={t.migrateConfirm()}
      cancelLabel={t.cancel()}
      busyLabel={t.busy()}
      busy={migrate.isPending}
      error={migrate.error ? errorText(migrate.error) : null}
      onClose={onDone}
      onConfirm={() =>
        migrate.mutate(partner.id, {
          onSuccess: (response) => {
            notify.success(response.body.msg);
            onDone();
          },
        })
      }
    />
  );
}

/** The master distributor of an APP: a DDP, chosen and then confirmed. */
function DistributorChoice({ partner, onDone }: { partner: ProjectPartner; onDone: () => void }) {
  const { LL } = useI18nContext();
  const t = LL.backofficeDesks.partners;
  const distributors = usePartners(MASTER_DISTRIBUTOR_TIER, '', 1, 50);
  const choose = useChooseDistributor();
  const [chosen, setChosen] = useState(
    partner.master_distributor ? String(partner.master_distributor.id) : '',
  );
  const [confirming, setConfirming] = useState(false);
  const form = useFormProblems();
  const options = (distributors.data?.list ?? []).map((d) => ({
    value: String(d.id),
    label: d.company,
  }));
  const chosenName = options.find((option) => option.value === chosen)?.label ?? '';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = !chosen && {
      fieldId: 'distributor-choice',
      message: LL.backofficeDesks.problems.distributorRequired(),
    };
    if (form.check([problem])) setConfirming(true);
  };
  return (
    <section
      aria-labelledby="distributor-title"
      className="mt-8 space-y-4 rounded border border-gray-300 p-4 sm:p-6"
    >
      <h2 id="distributor-title" className="text-lg font-semibold">
        {t.chooseFor({ company: partner.company })}
      </h2>
      <DeskForm
        form={form}
        onSubmit={onSubmit}
        className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end"
      >
        <SelectField
          id="distributor-choice"
          label={t.distributor()}
          required
          value={chosen}
          onChange={setChosen}
          placeholder={t.pickOne()}
          options={options}
          error={form.errorOf('distributor-choice')}
        />
        <button type="submit" className={buttonPrimary}>
          {t.save()}
        </button>
      </DeskForm>
      {confirming ? (
        <ConfirmDialog
          title={t.chooseTitle({ distributor: chosenName })}
          question={t.chooseQuestion({ company: partner.company, distributor: chosenName })}
          confirmLabel={t.chooseConfirm()}
          cancelLabel={t.cancel()}
          busyLabel={t.busy()}
          busy={choose.isPending}
          error={choose.error ? errorText(choose.error) : null}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            choose.mutate(
              { id: partner.id, distributor_id: Number(chosen) },
              {
                onSuccess: (response) => {
                  notify.success(response.body.msg);
                  onDone();
                },
              },
            )
          }
        />
      ) : null}
    </section>
  );
}
