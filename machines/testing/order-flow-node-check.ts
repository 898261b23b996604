/**
 * Run with `node --import tsx`: proves that the order-flow table and machine load and run in
 * plain Node, without a DOM (the reference server uses them). Prints one JSON line.
 */
import { createActor, fromPromise } from 'xstate';
import type { OrderIdForm, UploadDeliveryForm } from '../../contract/orders';
import {
  orderFlowMachine,
  type OrderDetailAnswer,
  type OrderProgressAnswer,
} from '../order-flow/order-flow.machine';
import { checkStepSubmission } from '../order-flow/order-steps';
import { orderAt } from './orders';

const states: string[] = [];
const machine = orderFlowMachine.provide({
  actors: {
    uploadDelivery: fromPromise<OrderProgressAnswer, UploadDeliveryForm>(() =>
      Promise.resolve({ code: 1, msg: 'submitted successfully', data: { id: 42, step: 6 } }),
    ),
    loadOrder: fromPromise<OrderDetailAnswer, OrderIdForm>(() =>
      Promise.resolve({ code: 1, msg: '', data: orderAt(6) }),
    ),
  },
});
const actor = createActor(machine, { input: { order: orderAt(5) } });
actor.subscribe((snapshot) => {
  const value =
    typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
  if (value !== undefined && states.at(-1) !== value) states.push(value);
});
actor.start();
actor.send({
  type: 'schedule.change',
  values: {
    expected_delivery_date: '2026-12-01',
    delivery_plan: 'One shipment',
    freight_forwarder: 'Blue Anchor Freight',
  },
});
actor.send({ type: 'step.submit' });
await new Promise((resolve) => setTimeout(resolve, 10));
process.stdout.write(
  JSON.stringify({
    dom: typeof window !== 'undefined' || typeof document !== 'undefined',
    refusal: checkStepSubmission(orderAt(5), { call: 'finish' }),
    states,
  }),
);
