import { useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { useSession } from '../../app/session-provider';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { PageHeading } from '../../components/ui/page-heading';
import { Skeleton } from '../../components/ui/skeleton';
import { buttonPrimary, buttonSmall } from '../../components/ui/styles';
import { notify } from '../../components/ui/toaster';
import { tsr } from '../../lib/api/client';
import { formatNumber, formatUsd } from '../../lib/intl';
import { useDialogs } from '../../shell/dialogs';
import { useCartList } from './api';

/** The cart: its lines with GPL prices; it needs a login. */
export function CartListPage() {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const { isLoggedIn } = useSession();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const cart = useCartList(isLoggedIn);
  const remove = tsr.cart.delete.useMutation({
    onSuccess: (response) => {
      notify.success(response.body.msg);
      void queryClient.invalidateQueries({ queryKey: ['cart-list'] });
      void queryClient.invalidateQueries({ queryKey: ['cart-count'] });
    },
  });

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

  return (
    <>
      <PageHeading title={LL.cart.title()} />
      {cart.isPending ? (
        <Skeleton rows={3} />
      ) : cart.isError ? (
        <LoadError onRetry={() => void cart.refetch()} />
      ) : cart.data.length === 0 ? (
        <EmptyState message={LL.lists.noData()} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] border-collapse text-sm">
            <caption className="sr-only">{LL.cart.title()}</caption>
            <thead>
              <tr className="border-b-2 border-gray-300 text-start">
                <th scope="col" className="py-2 pe-3 text-start">
                  {LL.cart.model()}
                </th>
                <th scope="col" className="py-2 pe-3 text-start">
                  {LL.cart.name()}
                </th>
                <th scope="col" className="py-2 pe-3 text-end">
                  {LL.cart.price()}
                </th>
                <th scope="col" className="py-2 pe-3 text-end">
                  {LL.cart.quantity()}
                </th>
                <th scope="col" className="py-2 pe-3 text-end">
                  {LL.cart.subtotal()}
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">{LL.cart.actions()}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {cart.data.map((line) => (
                <tr key={line.id} className="border-b border-gray-200">
                  <td className="py-2 pe-3" dir="ltr">
                    {line.model}
                  </td>
                  <td className="py-2 pe-3">{line.name}</td>
                  <td className="py-2 pe-3 text-end">{formatUsd(line.gpl_price, lang)}</td>
                  <td className="py-2 pe-3 text-end">{formatNumber(line.quantity, lang)}</td>
                  <td className="py-2 pe-3 text-end">{formatUsd(line.subtotal, lang)}</td>
                  <td className="py-2 text-end">
                    <button
                      type="button"
                      className={buttonSmall}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate({ body: { ids: [line.id] } })}
                    >
                      {LL.cart.remove()}
                      <span className="sr-only"> {line.model}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
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
            </tfoot>
          </table>
        </div>
      )}
    </>
  );
}
