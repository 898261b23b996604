import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { BackLink } from '../../components/ui/back-link';
import { DetailStates } from '../../components/ui/detail-states';
import { PageHeading } from '../../components/ui/page-heading';
import { buttonSecondary } from '../../components/ui/styles';
import { formatDate, formatMoney } from '../../lib/intl';
import { useIdParam } from '../../lib/use-id-param';
import { useQuotationDetail } from './api';
import { FactList } from './detail-parts';
import { QuotationDownloads, QuotationOrder } from './quotation-actions';
import { quotationChangePath, unchangeable } from './quotation-change-rules';
import { QuotationLines, QuotationTotals, QuoteTerms } from './quotation-lines';
import { PackingListSection, ProjectSection, RevisionsSection } from './quotation-records';

/** Head office's reason, shown under the state of a rejected quotation. */
function rejection(reason: string | null, term: string): [string, ReactNode][] {
  return reason === null ? [] : [[term, reason]];
}

/**
 * One quotation (/personal/quotation/detail?id=): its state and dates, the downloads, its order,
 * the products with every price, the totals with the VAT, the quote terms, the project, the
 * packing list and the saved versions.
 */
export function QuotationDetailPage() {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.quotations;
  const id = useIdParam();
  const detail = useQuotationDetail(id);
  const back = <BackLink to="/personal/quotation" label={say.backToList()} />;

  if (!detail.isSuccess) {
    return (
      <DetailStates back={back} title={say.detailTitle()} idKnown={id !== null} query={detail} />
    );
  }
  const quotation = detail.data;
  return (
    <article>
      {back}
      <PageHeading title={say.heading({ code: quotation.code })}>
        <FactList
          facts={[
            [say.state(), quotation.status_text],
            ...rejection(quotation.reject_reason, LL.quotationDesk.partnerView.rejectReason()),
            [say.amount(), formatMoney(quotation.amount, quotation.currency, lang)],
            [say.created(), formatDate(quotation.create_time, lang)],
            [
              say.validUntil(),
              quotation.expired
                ? say.expiredOn({ date: formatDate(quotation.valid_until, lang) })
                : formatDate(quotation.valid_until, lang),
            ],
            [say.project(), quotation.project?.project_name || say.noProject()],
          ]}
        />
        {unchangeable(quotation) === null ? (
          <Link to={quotationChangePath(quotation.id)} className={buttonSecondary}>
            {say.changeLink()}
          </Link>
        ) : null}
      </PageHeading>
      <QuotationDownloads quotation={quotation} />
      <QuotationOrder quotation={quotation} />
      <QuotationLines quotation={quotation} />
      <QuotationTotals quotation={quotation} />
      <QuoteTerms quotation={quotation} />
      <ProjectSection quotation={quotation} />
      <PackingListSection quotation={quotation} />
      <RevisionsSection quotation={quotation} />
    </article>
  );
}
