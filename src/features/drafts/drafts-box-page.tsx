import { useState } from 'react';
import { DRAFT_TYPES, type DraftType } from '../../../contract/drafts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { InlineSelect } from '../../components/ui/inline-select';
import { PageHeading } from '../../components/ui/page-heading';
import { PagedTable } from '../../components/ui/paged-table';
import { usePaging } from '../../lib/use-paging';
import { useDraftList } from './api';
import { draftColumns } from './draft-columns';

/**
 * The drafts box (/personal/draftsBox): the project and quotation forms saved before they were
 * sent, newest first, with their type, create time and validity; an expired draft is marked and
 * can still be opened and saved again. Opening a draft resumes its form.
 */
export function DraftsBoxPage() {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.drafts;
  const paging = usePaging();
  const [type, setType] = useState<DraftType | ''>('');
  const list = useDraftList({
    page: paging.page,
    limit: paging.pageSize,
    ...(type ? { type } : {}),
  });
  const options = [
    { value: '', label: say.allTypes() },
    ...DRAFT_TYPES.map((value) => ({ value, label: say.type[value]() })),
  ];
  return (
    <div>
      <PageHeading title={say.title()}>
        <p className="max-w-prose text-gray-700">{say.intro()}</p>
      </PageHeading>
      <div className="mb-4">
        <InlineSelect
          label={say.typeFilter()}
          value={type}
          options={options}
          onChange={(value) => {
            setType(value === 'project' || value === 'quotation' ? value : '');
            paging.setPage(1);
          }}
        />
      </div>
      <PagedTable
        query={list}
        paging={paging}
        pagerLabel={say.pages()}
        caption={say.caption()}
        columns={draftColumns(LL, lang)}
      />
    </div>
  );
}
