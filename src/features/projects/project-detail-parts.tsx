import { Link } from 'react-router';
import { dayOf } from '../../../contract/common';
import { PROJECT_STATUS, type ProjectDetail } from '../../../contract/projects';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { DataTable } from '../../components/ui/data-table';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { textLink } from '../../components/ui/styles';
import { formatDate, formatNumber, formatUsd } from '../../lib/intl';
import { useQuotationLines } from './api';

const DAY_MS = 86_400_000;

/** Days of protection left on `today`, counting the last protected day; 0 once it has passed. */
export function protectionDaysLeft(end: string, today: string): number {
  const days = Math.round((Date.parse(end) - Date.parse(today)) / DAY_MS) + 1;
  return Math.max(0, days);
}

const sectionTitle = 'mb-2 text-xl font-semibold text-gray-900';

/**
 * The protection of a project: what was asked, the period head office granted with the days
 * left, or the day it expired.
 */
export function ProtectionSection({ project }: { project: ProjectDetail }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.projects.detail;
  const start = project.protect_start_time;
  const end = project.protect_end_time;
  // Today in this device's calendar.
  const today = dayOf(new Date(), 'local');
  const lines: string[] = [];
  if (start && end) {
    const period = say.protectedPeriod({
      start: formatDate(start, lang),
      end: formatDate(end, lang),
    });
    lines.push(period);
    if (project.status === PROJECT_STATUS.expired || end < today) {
      lines.push(say.expiredOn({ date: formatDate(end, lang) }));
    } else if (start > today) {
      lines.push(say.protectionStarts({ date: formatDate(start, lang) }));
    } else if (end === today) {
      lines.push(say.lastDay());
    } else {
      lines.push(say.daysLeft({ days: formatNumber(protectionDaysLeft(end, today), lang) }));
    }
  } else if (project.status === PROJECT_STATUS.applying) {
    lines.push(project.is_protect === 1 ? say.protectionPending() : say.protectionNotRequested());
  } else {
    lines.push(project.is_protect === 1 ? say.protectionNone() : say.protectionNotRequested());
  }
  return (
    <section aria-labelledby="project-protection" className="mt-6">
      <h2 id="project-protection" className={sectionTitle}>
        {say.protectionTitle()}
      </h2>
      {lines.map((line) => (
        <p key={line} className="text-gray-900">
          {line}
        </p>
      ))}
    </section>
  );
}

/** The quotation the project is registered with, and the application price of each line. */
export function QuotationSection({ project }: { project: ProjectDetail }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.projects.detail;
  const quotation = project.quotations[0];
  const lines = useQuotationLines(quotation?.id ?? null);
  const priceOf = (itemId: number) =>
    project.prices.find((price) => price.item_id === itemId)?.application_price;
  const table = () => {
    if (lines.isPending) return <Skeleton rows={2} />;
    if (lines.isError) return <LoadError onRetry={() => void lines.refetch()} />;
    return (
      <DataTable
        caption={say.linesCaption()}
        columns={[
          { key: 'model', header: say.model(), cell: (row) => row.model, ltr: true },
          {
            key: 'quantity',
            header: LL.projects.form.quantity(),
            cell: (row) => formatNumber(row.quantity, lang),
            align: 'end',
          },
          {
            key: 'sale',
            header: LL.projects.form.salePrice(),
            cell: (row) => formatUsd(row.sale_price, lang),
            align: 'end',
          },
          {
            key: 'application',
            header: say.applicationPrice(),
            cell: (row) => {
              const price = priceOf(row.id) ?? row.application_price;
              return price === null || price === undefined ? '' : formatUsd(price, lang);
            },
            align: 'end',
          },
        ]}
        rows={lines.data ?? []}
        rowKey={(row) => row.id}
        empty={LL.lists.noData()}
        cardsWhenNarrow
      />
    );
  };
  return (
    <section aria-labelledby="project-quotation" className="mt-6">
      <h2 id="project-quotation" className={sectionTitle}>
        {say.quotationTitle()}
      </h2>
      {quotation ? (
        <>
          <p className="mb-3 flex flex-wrap gap-x-4">
            <Link to={`/personal/quotation/detail?id=${quotation.id}`} className={textLink}>
              {say.quotationLink({ code: quotation.code })}
            </Link>
            <span>{say.quotationAmount({ amount: formatUsd(quotation.amount, lang) })}</span>
          </p>
          {table()}
        </>
      ) : (
        <p className="text-gray-800">{say.noQuotation()}</p>
      )}
    </section>
  );
}

/** What happened to the registration, oldest first. */
export function HistorySection({ project }: { project: ProjectDetail }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.projects.detail;
  const events: { when: string; what: string }[] = [
    { when: project.create_time, what: say.historyCreated() },
  ];
  if (project.apply_time) events.push({ when: project.apply_time, what: say.historyApplied() });
  if (project.decide_time) {
    const rejected = project.status === PROJECT_STATUS.rejected;
    events.push({
      when: project.decide_time,
      what: rejected ? say.historyRejected() : say.historyApproved(),
    });
  }
  if (project.status === PROJECT_STATUS.expired && project.protect_end_time) {
    events.push({ when: project.protect_end_time, what: say.historyProtectionEnded() });
  }
  return (
    <section aria-labelledby="project-history" className="mt-6">
      <h2 id="project-history" className={sectionTitle}>
        {say.historyTitle()}
      </h2>
      <ol className="space-y-2 border-s-2 border-gray-300 ps-4">
        {events.map((event) => (
          <li key={`${event.what}-${event.when}`}>
            <span className="block text-sm text-gray-700">
              <time dateTime={event.when.replace(' ', 'T')}>{formatDate(event.when, lang)}</time>
            </span>
            <span className="text-gray-900">{event.what}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
