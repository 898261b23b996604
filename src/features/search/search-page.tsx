import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_TYPES, type SearchHit, type SearchType } from '../../../contract/content';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ListState } from '../../components/ui/list-state';
import { PageHeading } from '../../components/ui/page-heading';
import { SelectField, TextField } from '../../components/ui/form-field';
import { buttonPrimary } from '../../components/ui/styles';
import { SummaryCard } from '../../components/ui/summary-card';
import { usePaging } from '../../lib/use-paging';
import { useSearch } from './api';
import { KEYWORD_MAX } from '../../../contract/common';

function isSearchType(value: string | null): value is SearchType {
  return SEARCH_TYPES.some((type) => type === value);
}

const hitPath: Record<SearchType, string> = {
  product: '/product/detail',
  solution: '/solution/detail',
  news: '/aboutus/news/detail',
};

/** What each kind of hit is called. */
function useTypeNames(): Record<SearchType, string> {
  const { LL } = useI18nContext();
  return {
    product: LL.search.typeProduct(),
    solution: LL.search.typeSolution(),
    news: LL.search.typeNews(),
  };
}

function Results({ keyword, type }: { keyword: string; type: SearchType | undefined }) {
  const { LL } = useI18nContext();
  const paging = usePaging();
  const results = useSearch({ keyword, type, page: paging.page, limit: paging.pageSize });
  const typeName = useTypeNames();

  return (
    <section aria-labelledby="search-results">
      <h2 id="search-results" className="mb-4 text-xl font-semibold">
        {LL.search.resultsFor({ keyword })}
      </h2>
      <ListState
        query={results}
        paging={paging}
        pagerLabel={LL.search.pages()}
        empty={LL.lists.noResults()}
        tellsFirstRows
      >
        {(list) => (
          <ul className="space-y-3">
            {list.map((hit: SearchHit) => (
              <li key={`${hit.type}-${hit.id}`}>
                <SummaryCard
                  to={`${hitPath[hit.type]}?id=${hit.id}`}
                  title={hit.title}
                  summary={hit.summary}
                  meta={typeName[hit.type]}
                />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}

/** Search over products, solutions and news; the keyword lives in the address (?keyword=). */
export function SearchPage() {
  const { LL } = useI18nContext();
  const typeName = useTypeNames();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const typeParam = params.get('type');
  const type = isSearchType(typeParam) ? typeParam : undefined;
  const [draft, setDraft] = useState(keyword);
  const [draftType, setDraftType] = useState<string>(type ?? '');
  const keywordId = useId();
  const typeId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.trim()) next.set('keyword', draft.trim());
    if (isSearchType(draftType)) next.set('type', draftType);
    setParams(next);
  };

  return (
    <>
      <PageHeading title={LL.search.title()} />
      <form role="search" onSubmit={submit} className="mb-8 flex flex-wrap items-end gap-3">
        <TextField
          id={keywordId}
          label={LL.search.keyword()}
          type="search"
          maxLength={KEYWORD_MAX}
          value={draft}
          onChange={setDraft}
          className="min-w-0 flex-1 basis-60"
        />
        <SelectField
          id={typeId}
          label={LL.search.type()}
          value={draftType}
          onChange={setDraftType}
          placeholder={LL.search.typeAll()}
          options={SEARCH_TYPES.map((value) => ({ value, label: typeName[value] }))}
        />
        <button type="submit" className={buttonPrimary}>
          {LL.search.submit()}
        </button>
      </form>
      {keyword ? (
        <Results key={`${keyword}|${type ?? ''}`} keyword={keyword} type={type} />
      ) : (
        <p className="text-gray-700">{LL.search.prompt()}</p>
      )}
    </>
  );
}
