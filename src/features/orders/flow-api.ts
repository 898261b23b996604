import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type {
  FinishOrderForm,
  UploadContractForm,
  UploadDeliveryForm,
  UploadOrderForm,
  UploadPayInfoForm,
} from '../../../contract/orders';
import type { IdForm } from '../../../contract/common';
import type {
  OrderDetailAnswer,
  OrderProgressAnswer,
} from '../../../machines/order-flow/order-flow.machine';
import { useApi } from '../../lib/api/api-context';
import type { PortalApi } from '../../lib/api/client';
import { downloadedFile, saveFile } from '../../lib/api/download';
import { personalKeys } from '../personal/keys';
import { quotationKeys } from '../quotations/keys';
import { orderKeys } from './api';

// The order detail's calls that change an order or save a file: the order-flow machine's actors
// and the contract template's download.

/** The client of those domains. */
type OrdersApi = Pick<PortalApi, 'orders'>;

/** Saves the contract template of an order (POST /user/downloadcontract) under its own name. */
async function saveContractTemplate(api: OrdersApi, id: number, fallback: string) {
  const response = await api.orders.downloadContractTemplate.mutate({ body: { id } });
  saveFile(downloadedFile(response, fallback));
}

/** The contract template as the documents list offers it, once the order has one. */
export function useContractTemplateDownload(id: number, fallback: string) {
  const api = useApi();
  return useMutation({ mutationFn: () => saveContractTemplate(api, id, fallback) });
}

/** The machine branches on refusals: they resolve with the answer, and show no toast. */
const ANSWER = { refusals: 'resolve' } as const;

/**
 * The order calls as the actors of the order-flow machine; each resolves with the answer body
 * and rejects when there is none. After a step the order lists and the home's counts are stale.
 */
function orderFlowActors(api: OrdersApi, changed: () => Promise<unknown>, templateName: string) {
  const { orders } = api;
  const step =
    <TInput>(call: (input: TInput) => Promise<{ body: OrderProgressAnswer }>) =>
    async ({ input }: { input: TInput }) => {
      const { body } = await call(input);
      if (body.code === 1) await changed();
      return body;
    };
  return {
    loadOrder: fromPromise<OrderDetailAnswer, IdForm>(
      async ({ input }) => (await orders.detail.mutate({ body: input, ...ANSWER })).body,
    ),
    create: fromPromise(
      step((body: { quotation_id: number }) => orders.create.mutate({ body, ...ANSWER })),
    ),
    upload: fromPromise(step((body: UploadOrderForm) => orders.upload.mutate({ body, ...ANSWER }))),
    uploadContract: fromPromise(
      step((body: UploadContractForm) => orders.uploadContract.mutate({ body, ...ANSWER })),
    ),
    uploadPayInfo: fromPromise(
      step((body: UploadPayInfoForm) => orders.uploadPayInfo.mutate({ body, ...ANSWER })),
    ),
    uploadDelivery: fromPromise(
      step((body: UploadDeliveryForm) => orders.uploadDelivery.mutate({ body, ...ANSWER })),
    ),
    finish: fromPromise(step((body: FinishOrderForm) => orders.finish.mutate({ body, ...ANSWER }))),
    downloadContractTemplate: fromPromise<void, IdForm>(({ input }) =>
      saveContractTemplate(api, input.id, templateName),
    ),
  };
}

/**
 * The actors the order detail gives its machine, made once per client; `templateName` is the
 * template's file name when the server gives none.
 */
export function useOrderFlowActors(templateName: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMemo(
    () =>
      orderFlowActors(
        api,
        () =>
          Promise.all([
            queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
            queryClient.invalidateQueries({ queryKey: quotationKeys.all }),
            queryClient.invalidateQueries({ queryKey: personalKeys.home() }),
          ]),
        templateName,
      ),
    [api, queryClient, templateName],
  );
}
