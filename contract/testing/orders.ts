import type { OrderDetail, OrderStep } from '../orders';

/** An order as the server reports it at `step`, with the fields earlier steps gathered. */
export function orderAt(step: OrderStep, overrides: Partial<OrderDetail> = {}): OrderDetail {
  const past = (n: number) => step > n;
  return {
    id: 42,
    order_sn: 'SO-2026-0042',
    project_id: 7,
    project_name: 'Campus core refresh',
    quotation_id: 31,
    quotation_code: 'QT20261102000031',
    customer_name: 'Harbour Logistics',
    step,
    status_text: 'In progress',
    currency: 'USD',
    amount: 12850,
    create_time: '2026-11-02 09:30:00',
    items: [
      {
        model: 'S5750E-28X',
        description: '24-port switch',
        quantity: 5,
        price: 2570,
        subtotal: 12850,
      },
    ],
    remark: '',
    sign_contract: past(3) ? 1 : null,
    contract_file: past(3) ? { name: 'contract.pdf', url: '/files/contract.pdf' } : null,
    pay_date: past(3) ? '2026-11-05' : null,
    pay_receipt: past(4) ? { name: 'receipt.jpg', url: '/files/receipt.jpg' } : null,
    pay_confirmed: past(4),
    pay_reject_reason: null,
    expected_delivery_date: past(5) ? '2026-12-01' : null,
    delivery_plan: past(5) ? 'One shipment' : null,
    freight_forwarder: past(5) ? 'Blue Anchor Freight' : null,
    remind_time: past(6) ? '2026-11-20 10:00:00' : null,
    shipping_info: past(7) ? 'Shipped by sea' : null,
    shipping_files: past(7) ? [{ name: 'bill-of-lading.pdf', url: '/files/bl.pdf' }] : [],
    delivery_receipt: past(7) ? { name: 'receipt-letter.pdf', url: '/files/letter.pdf' } : null,
    finish_time: past(8) ? '2026-12-10 16:00:00' : null,
    documents: [],
    events: [],
    ...overrides,
  };
}
