import { Link } from 'react-router';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import type { Column } from '../../components/ui/data-table';
import type { ListQuery } from '../../components/ui/list-state';
import { PagedTable } from '../../components/ui/paged-table';
import { PageHeading } from '../../components/ui/page-heading';
import { buttonPrimary, textLink } from '../../components/ui/styles';
import { formatDate, formatDateTime } from '../../lib/intl';
import type { Paging } from '../../lib/use-paging';

/** A training or exam registration in the terms of the table. */
export interface RegistrationRow {
  id: number;
  subject: string;
  name: string;
  permit: string;
  date: string;
  code: string;
  created: string;
}

/**
 * The user's registrations of one kind: a link to the form that adds one, then the list in its
 * states (skeleton, retry, 'No data found', the table and its pager).
 */
export function RegistrationList({
  title,
  intro,
  enroll,
  caption,
  pagerLabel,
  query,
  paging,
  extra,
}: {
  title: string;
  intro: string;
  enroll: { to: string; label: string };
  caption: string;
  pagerLabel: string;
  query: ListQuery<RegistrationRow>;
  paging: Paging;
  extra?: { to: string; label: string };
}) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.training.column;
  const columns: Column<RegistrationRow>[] = [
    { key: 'subject', header: say.subject(), cell: (row) => row.subject },
    { key: 'name', header: say.name(), cell: (row) => row.name },
    { key: 'permit', header: say.permit(), cell: (row) => row.permit, ltr: true },
    { key: 'date', header: say.date(), cell: (row) => formatDate(row.date, lang) },
    { key: 'code', header: say.code(), cell: (row) => row.code, ltr: true },
    { key: 'created', header: say.submitted(), cell: (row) => formatDateTime(row.created, lang) },
  ];
  return (
    <div>
      <PageHeading title={title}>
        <p className="max-w-prose text-gray-700">{intro}</p>
      </PageHeading>
      <div className="mb-4 flex flex-wrap items-center gap-4">
        <Link to={enroll.to} className={buttonPrimary}>
          {enroll.label}
        </Link>
        {extra ? (
          <Link to={extra.to} className={textLink}>
            {extra.label}
          </Link>
        ) : null}
      </div>
      <PagedTable
        query={query}
        paging={paging}
        pagerLabel={pagerLabel}
        caption={caption}
        columns={columns}
      />
    </div>
  );
}
