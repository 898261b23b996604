import type { VisitorMessage } from '../../../contract/backoffice';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { formatDateTime } from '../../lib/intl';
import { DataTable, type Column } from '../../components/ui/data-table';
import { ListState } from '../../components/ui/list-state';
import { PageHeading } from '../../components/ui/page-heading';
import { usePaging } from '../../lib/use-paging';
import { useVisitorMessages } from './site-api';

/** The chat messages partners left, newest first. */
export function VisitorMessages() {
  const { lang } = useLanguage();
  const { LL } = useI18nContext();
  const paging = usePaging();
  const messages = useVisitorMessages(paging.page, paging.pageSize);
  const t = LL.backoffice.messages;
  const columns: Column<VisitorMessage>[] = [
    { key: 'time', header: t.time(), cell: (m) => formatDateTime(m.create_time, lang) },
    {
      key: 'partner',
      header: t.partner(),
      cell: (m) => `${m.partner.realname} (${m.partner.company})`,
    },
    { key: 'email', header: t.email(), cell: (m) => m.partner.username, ltr: true },
    { key: 'body', header: t.body(), cell: (m) => <span lang={m.lang}>{m.body}</span> },
  ];
  return (
    <>
      <PageHeading title={t.title()} />
      <ListState query={messages} paging={paging} pagerLabel={t.pages()} empty={LL.lists.noData()}>
        {(list) => (
          <DataTable
            caption={t.title()}
            columns={columns}
            rows={list}
            rowKey={(m) => m.id}
            empty={LL.lists.noData()}
            minWidth="40rem"
          />
        )}
      </ListState>
    </>
  );
}
