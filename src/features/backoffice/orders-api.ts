/** The order desk: orders waiting on head office and its steps. */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  OrderWait,
  ReturnPayment,
  UploadDeliveryReceipt,
  UploadShipping,
} from '../../../contract/backoffice-orders';
import { useApi } from '../../lib/api/api-context';
import { dataQuery } from '../../lib/api/query';
import { backofficeKeys, useBackofficeRefresh } from './keys';

/** One page of the orders waiting on head office, for one kind of wait or all. */
export function useWaitingOrders(
  waiting: OrderWait | undefined,
  keyword: string,
  page: number,
  limit: number,
) {
  const api = useApi();
  return useQuery({
    queryKey: backofficeKeys.orders(waiting, keyword, page, limit),
    queryFn: dataQuery(api.backoffice.orders.query, {
      query: { page, limit, ...(waiting ? { waiting } : {}), ...(keyword ? { keyword } : {}) },
    }),
    placeholderData: keepPreviousData,
  });
}

/** One order with its partner, documents, timeline and audit trail. */
export function useBackofficeOrder(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: backofficeKeys.order(id),
    queryFn: dataQuery(api.backoffice.order.query, { query: { id } }),
  });
}

/** Confirms the payment slip of an order. */
export function useConfirmPayment() {
  const api = useApi();
  const onSuccess = useBackofficeRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      api.backoffice.confirmPayment.mutate({ body: { id }, inline: true }),
    onSuccess,
  });
}

/** Returns the payment slip of an order with a reason. */
export function useReturnPayment() {
  const api = useApi();
  const onSuccess = useBackofficeRefresh();
  return useMutation({
    mutationFn: (body: ReturnPayment) =>
      api.backoffice.returnPayment.mutate({ body, inline: true }),
    onSuccess,
  });
}

/** Uploads the shipping information and files of an order. */
export function useUploadShipping() {
  const api = useApi();
  const onSuccess = useBackofficeRefresh();
  return useMutation({
    mutationFn: (body: UploadShipping) =>
      api.backoffice.uploadShipping.mutate({ body, inline: true }),
    onSuccess,
  });
}

/** Uploads the delivery receipt letter of an order. */
export function useUploadDeliveryReceipt() {
  const api = useApi();
  const onSuccess = useBackofficeRefresh();
  return useMutation({
    mutationFn: (body: UploadDeliveryReceipt) =>
      api.backoffice.uploadDeliveryReceipt.mutate({ body, inline: true }),
    onSuccess,
  });
}
