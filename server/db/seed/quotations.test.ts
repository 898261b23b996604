import { describe, expect, it } from 'vitest';
import type { QuotationDetail, QuotationSummary } from '../../../contract/quotations';
import { logIn, useTestApp, type Page } from '../../testing';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { DEMO_ORDER_COUNT } from './orders';
import { DEMO_QUOTATION_COUNT } from './quotations';

const h = useTestApp();

describe('the demo partners’ quotations', () => {
  it('each partner has them, one of them with earlier versions', async () => {
    for (const account of DEMO_ACCOUNTS.slice(0, 2)) {
      const token = await logIn(h, account.username, DEMO_PASSWORD);
      const page = (await h.get<Page<QuotationSummary>>('/user/quotation', { token })).body.data!;
      // Three demo quotations, and the approved ones the demo orders were generated from.
      expect(page.total).toBe(DEMO_QUOTATION_COUNT + DEMO_ORDER_COUNT);
      const versions = await Promise.all(
        page.list.map(
          async (q) =>
            (await h.post<QuotationDetail>('/user/detailquotation', { id: q.id }, { token })).body
              .data?.revisions.length,
        ),
      );
      expect(versions).toContain(3);
      expect(page.list.map((q) => q.status_text)).toContain('Approved');
    }
  });
});
