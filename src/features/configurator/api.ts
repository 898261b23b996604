import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { GoodsListForm } from '../../../contract/catalog';
import type { AddToCartRequest } from '../../../machines/configurator/configurator.machine';
import { isAnswerOk, type AnswerHead } from '../../../machines/shared/answer';
import { useLanguage } from '../../app/language-provider';
import { useApi } from '../../lib/api/api-context';
import { dataQuery } from '../../lib/api/query';
import { PUBLIC_SCOPE } from '../../lib/api/query-keys';
import { cartKeys } from '../cart/api';

/** Query keys of the configurator's catalogue calls; public, per language. */
export const configuratorKeys = {
  all: [PUBLIC_SCOPE, 'configurator'] as const,
  goods: (lang: string, body: GoodsListForm) =>
    [...configuratorKeys.all, 'goods', lang, body] as const,
  labels: (lang: string, cateId: number | null) =>
    [...configuratorKeys.all, 'labels', lang, cateId] as const,
  accessories: (lang: string, goodsId: number) =>
    [...configuratorKeys.all, 'accessories', lang, goodsId] as const,
};

/** One page of orderable goods (POST /products/goodslist); the page shown stays while the next loads. */
export function useGoodsList(body: GoodsListForm) {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: configuratorKeys.goods(lang, body),
    queryFn: dataQuery(api.catalog.goodsList.mutate, { body }),
    placeholderData: keepPreviousData,
  });
}

/** The filter label groups of a category (POST /products/cateslabel); none without a category. */
export function useLabelGroups(cateId: number | null) {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: configuratorKeys.labels(lang, cateId),
    queryFn: dataQuery(api.catalog.labels.mutate, { body: { cate_id: cateId ?? 0 } }),
    enabled: cateId !== null,
    staleTime: 5 * 60_000,
  });
}

/** The accessories of a main product (POST /products/getaccessories). */
export function useAccessories(goodsId: number) {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: configuratorKeys.accessories(lang, goodsId),
    queryFn: dataQuery(api.catalog.accessories.mutate, { body: { goods_id: goodsId } }),
    staleTime: 5 * 60_000,
  });
}

/**
 * The configurator machine's `addToCart` actor: the main product into the cart
 * (POST /user/cartcreate), then each accessory under the line it went into. Resolves with the
 * last answer or the first refusal, which the configurator shows; the cart and its count are
 * fetched again whatever went in.
 */
export function useAddToCartActor() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMemo(
    () =>
      fromPromise<AnswerHead, AddToCartRequest>(async ({ input }) => {
        const add = async (body: { goods_id: number; quantity: number; main_id?: number }) =>
          (await api.cart.create.mutate({ body, refusals: 'resolve' })).body;
        try {
          const main = await add(input.main);
          if (!isAnswerOk(main)) return main;
          let last: AnswerHead = main;
          for (const accessory of input.accessories) {
            last = await add({ ...accessory, main_id: main.data.id });
            if (!isAnswerOk(last)) return last;
          }
          return last;
        } finally {
          await queryClient.invalidateQueries({ queryKey: cartKeys.all });
        }
      }),
    [api, queryClient],
  );
}
