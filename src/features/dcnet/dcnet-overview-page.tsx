import { useState } from 'react';
import type { MembershipApplication } from '../../../contract/dcnet';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import type { Column } from '../../components/ui/data-table';
import { PagedTable } from '../../components/ui/paged-table';
import { PageHeading } from '../../components/ui/page-heading';
import { buttonSmall } from '../../components/ui/styles';
import { notify } from '../../components/ui/toaster';
import { errorText } from '../../lib/api/error-text';
import { formatDate } from '../../lib/intl';
import { usePaging } from '../../lib/use-paging';
import { useTierNames } from '../partners/tier-names';
import { useMembershipList, useRevokeMembership } from './api';
import { Standing } from './standing';

/**
 * The DCNet membership (/personal/dcnet): the user's standing, the tiers open to them with a
 * link to each form, the rules head office decides by, and the applications with their status;
 * a pending one can be withdrawn after a confirmation.
 */
export function DcnetOverviewPage() {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const { tiers, levels } = useTierNames();
  const say = LL.dcnet;
  const paging = usePaging();
  const list = useMembershipList({ page: paging.page, limit: paging.pageSize });
  const revoke = useRevokeMembership();
  const [revoking, setRevoking] = useState<MembershipApplication | null>(null);
  const [revokeError, setRevokeError] = useState<string | null>(null);

  const columns: Column<MembershipApplication>[] = [
    { key: 'tier', header: say.tier(), cell: (row) => tiers[row.type] },
    {
      key: 'level',
      header: say.level(),
      cell: (row) => (row.level ? levels[row.level] : say.noLevel()),
    },
    { key: 'submitted', header: say.submitted(), cell: (row) => formatDate(row.create_time, lang) },
    { key: 'status', header: say.status(), cell: (row) => row.status_text },
    {
      key: 'actions',
      header: say.actions(),
      headerHidden: true,
      cell: (row) =>
        row.revocable ? (
          <button
            type="button"
            className={buttonSmall}
            onClick={() => {
              setRevokeError(null);
              setRevoking(row);
            }}
          >
            <span aria-hidden="true">{say.revoke()}</span>
            <span className="sr-only">{say.revokeRow({ tier: tiers[row.type] })}</span>
          </button>
        ) : null,
    },
  ];

  const confirmRevoke = (row: MembershipApplication) =>
    revoke.mutate(row.id, {
      onSuccess: (message) => {
        notify.success(message);
        setRevoking(null);
      },
      onError: (error) => setRevokeError(errorText(error)),
    });

  return (
    <div>
      <PageHeading title={say.title()}>
        <p className="max-w-prose text-gray-700">{say.intro()}</p>
      </PageHeading>
      <Standing />
      <section aria-labelledby="dcnet-applications">
        <h2 id="dcnet-applications" className="mb-3 text-xl font-semibold text-gray-900">
          {say.applications()}
        </h2>
        <PagedTable
          query={list}
          paging={paging}
          pagerLabel={say.pages()}
          caption={say.caption()}
          columns={columns}
          minWidth="36rem"
        />
      </section>
      {revoking ? (
        <ConfirmDialog
          title={say.revokeTitle()}
          question={say.revokeQuestion({ tier: tiers[revoking.type] })}
          confirmLabel={say.revokeSubmit()}
          cancelLabel={say.cancel()}
          busyLabel={say.revoking()}
          busy={revoke.isPending}
          error={revokeError}
          onConfirm={() => confirmRevoke(revoking)}
          onClose={() => setRevoking(null)}
        />
      ) : null}
    </div>
  );
}
