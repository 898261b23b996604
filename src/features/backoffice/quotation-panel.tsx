import type { ReactNode } from 'react';
import type { BackofficeQuotation } from '../../../contract/backoffice-quotations';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { useAskFirst } from '../../components/ui/ask-first';
import { ErrorSummary } from '../../components/ui/error-summary';
import { buttonPrimary } from '../../components/ui/styles';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../lib/intl';
import { useTierNames } from '../partners/tier-names';
import { SectionLevel } from '../quotations/detail-parts';
import { QuotationLines, QuotationTotals } from '../quotations/quotation-lines';
import { RevisionsSection } from '../quotations/quotation-records';
import { useApproveQuotation, useBackofficeQuotation, useRejectQuotation } from './quotations-api';
import { AuditTrail } from './audit-trail';
import { ReasonForm } from './decision-fields';
import { DetailPanel, Facts, PanelHeading, useActionDone } from './detail-panel';
import { useFormProblems } from './form-problems';

/** The state of a quotation that waits on head office, as the calls answer it. */
const APPLYING = 1;

/**
 * One quotation as head office decides on it: its facts and partner, the decision while it
 * waits, its products and totals as the partner sees them, its versions and the audit trail.
 */
export function QuotationPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const quotation = useBackofficeQuotation(id);
  return (
    <DetailPanel query={quotation} titleId="quotation-title">
      {(data) => <QuotationFacts quotation={data} onClose={onClose} />}
    </DetailPanel>
  );
}

function QuotationFacts({
  quotation,
  onClose,
}: {
  quotation: BackofficeQuotation;
  onClose: () => void;
}) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const { tiers } = useTierNames();
  const t = LL.quotationDesk;
  const { partner } = quotation;
  // Past its validity a quotation's prices no longer hold: it may be rejected, not approved.
  const { expired } = quotation;
  const ltr = (text: string) => <span dir="ltr">{text}</span>;
  const facts: [string, ReactNode][] = [
    [t.status(), quotation.status_text],
    [t.partner(), partner.company],
    [t.email(), ltr(partner.username)],
    [t.partnerType(), partner.partner_type ? tiers[partner.partner_type] : '—'],
    [t.dcnetId(), partner.dcnet_id ? ltr(partner.dcnet_id) : '—'],
    [t.amount(), formatMoney(quotation.amount, quotation.currency, lang)],
    [t.version(), formatNumber(quotation.revision, lang)],
    [t.created(), formatDateTime(quotation.create_time, lang)],
    [t.waitingSince(), formatDateTime(quotation.applied_time, lang)],
    [
      t.validUntil(),
      expired
        ? `${formatDate(quotation.valid_until, lang)} (${t.expired()})`
        : formatDate(quotation.valid_until, lang),
    ],
    [t.project(), quotation.project?.project_name || t.noProject()],
    [t.remark(), quotation.remark || '—'],
  ];
  return (
    <>
      <PanelHeading
        id="quotation-title"
        title={t.detailTitle({ code: quotation.code })}
        closeLabel={t.close()}
        onClose={onClose}
      />
      <Facts facts={facts} />
      {quotation.status === APPLYING ? (
        <QuotationDecision
          id={quotation.id}
          revision={quotation.revision}
          expiredOn={expired ? formatDate(quotation.valid_until, lang) : null}
          code={quotation.code}
          amount={formatMoney(quotation.amount, quotation.currency, lang)}
        />
      ) : (
        <p>{t.decided()}</p>
      )}
      {/* The partner's own sections, one heading level down inside the panel. */}
      <SectionLevel.Provider value={3}>
        <QuotationLines quotation={quotation} reader="headOffice" />
        <QuotationTotals quotation={quotation} />
        <RevisionsSection quotation={quotation} />
      </SectionLevel.Provider>
      <AuditTrail entries={quotation.audit} id="quotation-audit" />
    </>
  );
}

/**
 * Approve the version head office read, or reject it with a reason the partner reads; an expired
 * quotation (`expiredOn`, its last valid day) can only be rejected.
 */
function QuotationDecision({
  id,
  revision,
  expiredOn,
  code,
  amount,
}: {
  id: number;
  revision: number;
  expiredOn: string | null;
  /** The quotation's number and amount, as the question before approving names them. */
  code: string;
  amount: string;
}) {
  const { LL } = useI18nContext();
  const t = LL.quotationDesk;
  const approve = useApproveQuotation();
  const reject = useRejectQuotation();
  const form = useFormProblems();
  const done = useActionDone();
  const { ask, dialog } = useAskFirst();
  return (
    <section aria-labelledby="quotation-decision" className="space-y-4">
      {dialog}
      <h3 id="quotation-decision" className="text-base font-semibold">
        {t.decision()}
      </h3>
      <p className="max-w-prose text-gray-800">
        {expiredOn === null ? t.decisionHint() : t.expiredNotice({ date: expiredOn })}
      </p>
      <ErrorSummary problems={form.problems} attempt={form.attempt} />
      {expiredOn === null ? (
        <button
          type="button"
          className={buttonPrimary}
          disabled={approve.isPending}
          onClick={() =>
            ask(
              {
                title: LL.backofficeDesks.ask.approveQuotationTitle(),
                question: LL.backofficeDesks.ask.approveQuotation({ code, amount }),
                confirmLabel: t.approve(),
              },
              () => approve.mutateAsync({ id, revision }),
              done,
            )
          }
        >
          {t.approve()}
        </button>
      ) : null}
      <ReasonForm
        id="quotation-reason"
        label={t.reason()}
        submitLabel={t.reject()}
        busy={reject.isPending}
        form={form}
        onSubmit={(reason) =>
          void reject.mutateAsync({ id, revision, reason }).then(done, form.refused)
        }
      />
    </section>
  );
}
