import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { BackLink } from '../../components/ui/back-link';
import { DetailStates } from '../../components/ui/detail-states';
import { useIdParam } from '../../lib/use-id-param';
import { useOrderDetail } from './api';
import { OrderFlow } from './order-flow';

/**
 * One order (/personal/order/detail?id=): loaded once, then run by the order-flow machine, which
 * shows one step at a time and reloads the order itself. Another language starts it again, so
 * that the server's texts (status, document states, timeline) come in that language.
 */
export function OrderDetailPage() {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const id = useIdParam();
  const detail = useOrderDetail(id);
  const back = <BackLink to="/personal/order" label={LL.orders.backToList()} />;

  if (!detail.isSuccess) {
    return (
      <DetailStates
        back={back}
        title={LL.orders.detailTitle()}
        idKnown={id !== null}
        query={detail}
      />
    );
  }
  return (
    <article>
      {back}
      <OrderFlow key={`${detail.data.id}:${lang}`} initial={detail.data} />
    </article>
  );
}
