import { useMachine } from '@xstate/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { configuratorMachine } from '../../../machines/configurator/configurator.machine';
import { useI18nContext } from '../../../i18n/i18n-react';
import { LoadError } from '../../components/ui/load-error';
import { PageHeading } from '../../components/ui/page-heading';
import { Skeleton } from '../../components/ui/skeleton';
import { notify } from '../../components/ui/toaster';
import { usePaging } from '../../lib/use-paging';
import { useCategories } from '../products/api';
import { useAddToCartActor } from './api';
import { ConfigurationPanel } from './configuration-panel';
import { GoodsFilters, NO_FILTER, type GoodsFilter } from './goods-filters';
import { GoodsList } from './goods-list';
import { useNoticeText } from './notice-text';

const AccessoriesDialog = lazy(async () => ({
  default: (await import('./accessories-dialog')).AccessoriesDialog,
}));

/**
 * The configurator (/configurator): goods found by keyword, category and filter labels; one of
 * them chosen as the main product, its accessories added in a dialog, quantities set, and the
 * whole put into the cart. The configurator machine holds the configuration and its rules; its
 * messages show as toasts, where the partner sees them at any width, except inside the dialog,
 * which shows its own.
 */
export function ConfiguratorPage() {
  const { LL } = useI18nContext();
  const say = LL.configurator;
  const noticeText = useNoticeText();
  const addToCart = useAddToCartActor();
  const machine = useMemo(
    () => configuratorMachine.provide({ actors: { addToCart } }),
    [addToCart],
  );
  const [snapshot, send] = useMachine(machine);
  const categories = useCategories();
  const paging = usePaging();
  const [filter, setFilter] = useState<GoodsFilter>(NO_FILTER);
  const { context } = snapshot;
  const inDialog = snapshot.matches({ editing: 'accessories' });

  // A rule broken on the page is told once per action; the dialog tells its own.
  useEffect(() => {
    if (context.notice && !inDialog) notify.warning(noticeText(context.notice));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per change of the context
  }, [context]);

  const changeFilter = (next: GoodsFilter) => {
    setFilter(next);
    paging.setPage(1);
  };

  return (
    <div>
      <PageHeading title={say.title()}>
        <p className="max-w-prose text-gray-700">{say.intro()}</p>
      </PageHeading>
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="space-y-6">
          {categories.isPending ? (
            <Skeleton rows={2} />
          ) : categories.isError ? (
            <LoadError onRetry={() => void categories.refetch()} />
          ) : (
            <GoodsFilters categories={categories.data} filter={filter} onChange={changeFilter} />
          )}
          <ConfigurationPanel context={context} adding={snapshot.matches('adding')} send={send} />
        </div>
        <section aria-labelledby="goods-title" className="min-w-0">
          <h2 id="goods-title" className="mb-3 text-lg font-semibold text-gray-900">
            {say.products()}
          </h2>
          <GoodsList
            filter={filter}
            paging={paging}
            chosenId={context.main?.goods.id ?? null}
            onChoose={(goods) => send({ type: 'main.choose', goods })}
          />
        </section>
      </div>
      {inDialog && context.main ? (
        <Suspense fallback={null}>
          <AccessoriesDialog
            main={context.main.goods}
            chosen={context.accessories}
            notice={context.notice}
            onConfirm={(picked) => send({ type: 'accessories.confirm', picked })}
            onCancel={() => send({ type: 'accessories.cancel' })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
