import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { EndUser } from '../../../contract/end-users';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { DataTable } from '../../components/ui/data-table';
import { DialogFrame } from '../../components/ui/dialog-frame';
import { ListState } from '../../components/ui/list-state';
import { PageHeading } from '../../components/ui/page-heading';
import { SearchForm } from '../../components/ui/search-form';
import { buttonPrimary, buttonSecondary } from '../../components/ui/styles';
import { notify } from '../../components/ui/toaster';
import { errorText } from '../../lib/api/error-text';
import { focusLater } from '../../lib/focus-later';
import { formatNumber } from '../../lib/intl';
import { useListSearch } from '../../components/ui/searched-list';
import { useDeleteEndUser, useEndUserList, useExportEndUsers } from './api';
import { endUserColumns } from './end-user-columns';

const EndUserDialog = lazy(async () => ({
  default: (await import('./end-user-dialog')).EndUserDialog,
}));

type Open =
  | { kind: 'form'; endUser: EndUser | null }
  | { kind: 'delete'; endUser: EndUser }
  | { kind: 'inProject'; endUser: EndUser }
  | null;

/**
 * The end users (/personal/endUser): searched and paged, added and changed in a form, deleted
 * after a confirmation, and exported as a spreadsheet, either the ticked rows (kept across pages)
 * or all that the search finds. Toasts only repeat what the server said once it said yes.
 */
export function EndUsersPage() {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.endUsers;
  const { paging, keyword, search } = useListSearch();
  const list = useEndUserList({
    page: paging.page,
    limit: paging.pageSize,
    ...(keyword ? { keyword } : {}),
  });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [open, setOpen] = useState<Open>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useDeleteEndUser();
  const exporter = useExportEndUsers(say.fileName());
  const addButton = useRef<HTMLButtonElement>(null);
  const selectPageId = useId();

  // A page left empty by a deletion gives way to the one before it.
  const rows = list.data?.list;
  const { page, setPage } = paging;
  useEffect(() => {
    if (rows && rows.length === 0 && page > 1 && !list.isFetching) setPage(page - 1);
  }, [rows, page, setPage, list.isFetching]);

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const columns = endUserColumns(LL, lang, {
    isSelected: (id) => selected.has(id),
    toggle,
    edit: (endUser) => setOpen({ kind: 'form', endUser }),
    // One a project names is not deleted: that is said at once, instead of after a question.
    remove: (endUser) => {
      setDeleteError(null);
      setOpen({ kind: endUser.in_project ? 'inProject' : 'delete', endUser });
    },
  });
  const pageIds = rows?.map((row) => row.id) ?? [];
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  const confirmDelete = (endUser: EndUser) =>
    remove.mutate(endUser.id, {
      onSuccess: (message) => {
        notify.success(message);
        toggle(endUser.id, false);
        setOpen(null);
        focusLater(() => addButton.current);
      },
      onError: (error) => setDeleteError(errorText(error)),
    });

  return (
    <div>
      <PageHeading title={say.title()}>
        <p className="max-w-prose text-gray-700">{say.intro()}</p>
      </PageHeading>
      <SearchForm
        keyword={keyword}
        onSearch={search}
        region={say.searchRegion()}
        label={say.searchLabel()}
        submitLabel={say.searchSubmit()}
        clearLabel={say.clearSearch()}
      />
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <button
          ref={addButton}
          type="button"
          className={buttonPrimary}
          onClick={() => setOpen({ kind: 'form', endUser: null })}
        >
          {say.add()}
        </button>
        <button
          type="button"
          className={buttonSecondary}
          disabled={selected.size === 0 || exporter.isPending}
          onClick={() => exporter.mutate({ ids: [...selected] })}
        >
          {say.exportSelected()}
        </button>
        <button
          type="button"
          className={buttonSecondary}
          disabled={exporter.isPending}
          onClick={() => exporter.mutate(keyword ? { keyword } : {})}
        >
          {keyword ? say.exportAllFound() : say.exportAll()}
        </button>
        <p role="status" className="text-sm text-gray-800">
          {exporter.isPending
            ? say.exporting()
            : say.selected({ count: formatNumber(selected.size, lang) })}
        </p>
        {selected.size > 0 ? (
          <button type="button" className={buttonSecondary} onClick={() => setSelected(new Set())}>
            {say.clearSelection()}
          </button>
        ) : null}
      </div>
      {keyword ? (
        <h2 className="mb-2 text-lg font-semibold text-gray-900">{say.resultsFor({ keyword })}</h2>
      ) : null}
      <ListState
        query={list}
        paging={paging}
        pagerLabel={say.pages()}
        empty={keyword ? LL.lists.noResults() : LL.lists.noData()}
        skeleton={{ rows: 5 }}
      >
        {(items) => (
          <>
            <div className="mb-2 flex items-center gap-2">
              <input
                id={selectPageId}
                type="checkbox"
                checked={allOnPage}
                onChange={(event) => items.forEach((row) => toggle(row.id, event.target.checked))}
                className="size-5 accent-brand"
              />
              <label htmlFor={selectPageId} className="text-sm text-gray-900">
                {say.selectPage()}
              </label>
            </div>
            <DataTable
              caption={say.caption()}
              columns={columns}
              rows={items}
              rowKey={(row) => row.id}
              empty={LL.lists.noData()}
              minWidth="52rem"
              cardsWhenNarrow
            />
          </>
        )}
      </ListState>
      {open?.kind === 'form' ? (
        <Suspense fallback={null}>
          <EndUserDialog endUser={open.endUser} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
      {open?.kind === 'delete' ? (
        <ConfirmDialog
          title={say.deleteTitle()}
          question={say.deleteQuestion({ company: open.endUser.company })}
          confirmLabel={say.deleteSubmit()}
          cancelLabel={say.cancel()}
          busyLabel={say.deleting()}
          busy={remove.isPending}
          error={deleteError}
          onConfirm={() => confirmDelete(open.endUser)}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'inProject' ? (
        <Suspense fallback={null}>
          <DialogFrame title={say.deleteTitle()} width={450} onClose={() => setOpen(null)}>
            <p className="text-gray-900">{say.inProject({ company: open.endUser.company })}</p>
            <div className="mt-5 flex justify-end">
              <button
                type="button"
                className={buttonSecondary}
                onClick={() => setOpen(null)}
                data-autofocus
              >
                {LL.shell.close()}
              </button>
            </div>
          </DialogFrame>
        </Suspense>
      ) : null}
    </div>
  );
}
