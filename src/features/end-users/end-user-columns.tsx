import type { EndUser } from '../../../contract/end-users';
import type { TranslationFunctions } from '../../../i18n/i18n-types';
import type { Column } from '../../components/ui/data-table';
import { buttonSmall } from '../../components/ui/styles';
import { formatDate } from '../../lib/intl';

/** What the rows of the end-user table let the user do. */
export interface RowActions {
  isSelected: (id: number) => boolean;
  toggle: (id: number, selected: boolean) => void;
  edit: (endUser: EndUser) => void;
  remove: (endUser: EndUser) => void;
}

/** The columns of the end-user list: a tick to select, the main fields, and the row's actions. */
export function endUserColumns(
  LL: TranslationFunctions,
  lang: string,
  actions: RowActions,
): Column<EndUser>[] {
  const say = LL.endUsers;
  return [
    {
      key: 'select',
      header: say.select(),
      headerHidden: true,
      cell: (row) => (
        <input
          type="checkbox"
          aria-label={say.selectRow({ company: row.company })}
          checked={actions.isSelected(row.id)}
          onChange={(event) => actions.toggle(row.id, event.target.checked)}
          className="size-5 accent-brand"
        />
      ),
    },
    { key: 'company', header: say.field.company(), cell: (row) => row.company },
    { key: 'contact', header: say.field.contact(), cell: (row) => row.contact },
    { key: 'email', header: say.field.email(), cell: (row) => row.email, ltr: true },
    { key: 'mobile', header: say.field.mobile(), cell: (row) => row.mobile, ltr: true },
    {
      key: 'protection',
      header: say.protection(),
      cell: (row) =>
        row.is_protect === 1 ? say.protectionRequested() : say.protectionNotRequested(),
    },
    { key: 'created', header: say.created(), cell: (row) => formatDate(row.create_time, lang) },
    {
      key: 'actions',
      header: say.actions(),
      headerHidden: true,
      cell: (row) => (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonSmall} onClick={() => actions.edit(row)}>
            <span aria-hidden="true">{say.edit()}</span>
            <span className="sr-only">{say.editRow({ company: row.company })}</span>
          </button>
          <button type="button" className={buttonSmall} onClick={() => actions.remove(row)}>
            <span aria-hidden="true">{say.delete()}</span>
            <span className="sr-only">{say.deleteRow({ company: row.company })}</span>
          </button>
        </div>
      ),
    },
  ];
}
