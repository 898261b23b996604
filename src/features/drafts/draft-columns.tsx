import { Link } from 'react-router';
import type { DraftSummary } from '../../../contract/drafts';
import type { TranslationFunctions } from '../../../i18n/i18n-types';
import type { Column } from '../../components/ui/data-table';
import { buttonSmall } from '../../components/ui/styles';
import { formatDate } from '../../lib/intl';
import { draftFormPath } from './draft-forms';

/** The draft's name as the list shows it: its title, or what kind of untitled draft it is. */
export function draftName(draft: DraftSummary, LL: TranslationFunctions): string {
  return draft.title.trim() || LL.drafts.untitled[draft.type]();
}

/**
 * The columns of the drafts box: name, type, when it was created and last saved, how long it is
 * valid (an expired draft is marked, with what to do about it), and the way to its form.
 */
export function draftColumns(LL: TranslationFunctions, lang: string): Column<DraftSummary>[] {
  const say = LL.drafts;
  return [
    { key: 'name', header: say.name(), cell: (row) => draftName(row, LL) },
    { key: 'type', header: say.kind(), cell: (row) => say.type[row.type]() },
    { key: 'created', header: say.created(), cell: (row) => formatDate(row.create_time, lang) },
    { key: 'saved', header: say.lastSaved(), cell: (row) => formatDate(row.update_time, lang) },
    {
      key: 'valid',
      header: say.validUntil(),
      cell: (row) =>
        row.expired ? (
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <strong className="rounded bg-red-100 px-2 py-0.5 text-red-800">{say.expired()}</strong>
            <span>{say.expiredOn({ date: formatDate(row.validity_time, lang) })}</span>
            <span className="text-gray-700">{say.expiredHint()}</span>
          </span>
        ) : (
          formatDate(row.validity_time, lang)
        ),
    },
    {
      key: 'open',
      header: say.actions(),
      headerHidden: true,
      cell: (row) => (
        <Link to={draftFormPath(row.type, row.id)} className={buttonSmall}>
          <span aria-hidden="true">{say.open()}</span>
          <span className="sr-only">{say.openRow({ title: draftName(row, LL) })}</span>
        </Link>
      ),
    },
  ];
}
