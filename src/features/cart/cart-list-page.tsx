import type { CartItem } from '../../../contract/cart';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { useSession } from '../../app/session-provider';
import { DataTable, type Column } from '../../components/ui/data-table';
import { LoadError } from '../../components/ui/load-error';
import { PageHeading } from '../../components/ui/page-heading';
import { Skeleton } from '../../components/ui/skeleton';
import { buttonPrimary, buttonSmall } from '../../components/ui/styles';
import { notify } from '../../components/ui/toaster';
import { formatNumber, formatUsd } from '../../lib/intl';
import { useDialogs } from '../../shell/dialogs';
import { useCartList, useRemoveCartLines } from './api';

/** The cart: its lines with GPL prices; it needs a login. */
export function CartListPage() {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const { isLoggedIn } = useSession();
  const dialogs = useDialogs();
  const cart = useCartList();
  const remove = useRemoveCartLines();

  if (!isLoggedIn) {
    return (
      <>
        <PageHeading title={LL.cart.title()} />
        <div className="space-y-4 rounded border border-gray-300 p-6">
          <p>{LL.cart.loginFirst()}</p>
          <button type="button" className={buttonPrimary} onClick={() => dialogs.open('login')}>
            {LL.shell.login()}
          </button>
        </div>
      </>
    );
  }

  const columns: Column<CartItem>[] = [
    { key: 'model', header: LL.cart.model(), cell: (line) => line.model, ltr: true },
    { key: 'name', header: LL.cart.name(), cell: (line) => line.name },
    {
      key: 'price',
      header: LL.cart.price(),
      cell: (line) => formatUsd(line.gpl_price, lang),
      align: 'end',
    },
    {
      key: 'quantity',
      header: LL.cart.quantity(),
      cell: (line) => formatNumber(line.quantity, lang),
      align: 'end',
    },
    {
      key: 'subtotal',
      header: LL.cart.subtotal(),
      cell: (line) => formatUsd(line.subtotal, lang),
      align: 'end',
    },
    {
      key: 'actions',
      header: LL.cart.actions(),
      headerHidden: true,
      align: 'end',
      cell: (line) => (
        <button
          type="button"
          className={buttonSmall}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate([line.id], { onSuccess: (response) => notify.success(response.body.msg) })
          }
        >
          {LL.cart.remove()}
          <span className="sr-only"> {line.model}</span>
        </button>
      ),
    },
  ];

  return (
    <>
      <PageHeading title={LL.cart.title()} />
      {cart.isPending ? (
        <Skeleton rows={3} />
      ) : cart.isError ? (
        <LoadError onRetry={() => void cart.refetch()} />
      ) : (
        <DataTable
          caption={LL.cart.title()}
          columns={columns}
          rows={cart.data}
          rowKey={(line) => line.id}
          empty={LL.lists.noData()}
          minWidth="40rem"
          footer={
            <tr>
              <th scope="row" colSpan={4} className="py-2 pe-3 text-end">
                {LL.cart.total()}
              </th>
              <td className="py-2 pe-3 text-end font-semibold">
                {formatUsd(
                  cart.data.reduce((sum, line) => sum + line.subtotal, 0),
                  lang,
                )}
              </td>
              <td />
            </tr>
          }
        />
      )}
    </>
  );
}
