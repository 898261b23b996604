import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { QUOTATION_REMARK_MAX } from '../../../contract/values';
import type { QuotationDetail } from '../../../contract/quotations';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { BackLink } from '../../components/ui/back-link';
import { Button } from '../../components/ui/button';
import { DetailStates } from '../../components/ui/detail-states';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorSummary } from '../../components/ui/error-summary';
import { TextField } from '../../components/ui/form-field';
import { Notice } from '../../components/ui/notice';
import { PageHeading } from '../../components/ui/page-heading';
import { buttonPrimary, buttonSecondary, textLink } from '../../components/ui/styles';
import { notify } from '../../components/ui/toaster';
import { errorText } from '../../lib/api/error-text';
import { ruleText } from '../../lib/form-rules';
import { formatDate, formatNumber, formatUsd } from '../../lib/intl';
import { formProblems } from '../auth/form-problems';
import { useMakeQuotation } from '../cart/api';
import { useDraft } from '../drafts/api';
import { DraftNotices, DraftSaveBar } from '../drafts/draft-controls';
import { useDraftForm, useDraftFormKey } from '../drafts/use-draft-form';
import { useQuotationDetail } from './api';
import {
  changeProblems,
  unchangeable,
  contentOf,
  formOf,
  valuesOfContent,
  valuesOfQuotation,
  withoutLine,
  type ChangeField,
  type QuotationChangeValues,
} from './quotation-change-rules';
import { positiveId } from '../../lib/use-id-param';

/**
 * The change form of a quotation: each line's quantity and sale price, lines removed (a main
 * product with its accessories) and the remark. Saved, it becomes the quotation's next
 * version, priced anew from today's list and valid again; the earlier one stays among the
 * revisions. It runs on the draft-saving machine, so it never loses work and can wait in the
 * drafts box (docs/quotations.md).
 */
function QuotationChangeForm({
  quotation,
  start,
}: {
  quotation: QuotationDetail;
  start: { draftId: number | null; content: QuotationChangeValues };
}) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.quotations.change;
  const navigate = useNavigate();
  const prefix = useId();
  const idOf = (field: ChangeField) => `${prefix}-${field}`;
  const draft = useDraftForm({
    type: 'quotation',
    draftId: start.draftId,
    scope: `quotation-${quotation.id}`,
    title: quotation.code,
    content: contentOf(start.content),
  });
  const values = valuesOfContent(draft.content) ?? start.content;
  const save = useMakeQuotation();
  const [attempt, setAttempt] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // Once the change is saved and its copy dropped, the quotation's page follows.
  useEffect(() => {
    if (saved) void navigate(`/personal/quotation/detail?id=${quotation.id}`, { replace: true });
  }, [saved, navigate, quotation.id]);

  const set = (next: QuotationChangeValues) => draft.change(contentOf(next), quotation.code);
  const setLine = (index: number, patch: Partial<QuotationChangeValues['lines'][number]>) =>
    set({
      ...values,
      lines: values.lines.map((line, at) => (at === index ? { ...line, ...patch } : line)),
    });
  const problems = attempt > 0 ? changeProblems(values, QUOTATION_REMARK_MAX) : {};
  const errorOf = (field: ChangeField): string | null => {
    const problem = problems[field];
    if (!problem) return null;
    if (problem.rule === 'addProduct') return say.addProduct();
    const index = Number(field.slice(field.indexOf('-') + 1));
    const model = values.lines[index]?.model ?? '';
    if (field.startsWith('quantity-')) {
      return ruleText(LL, problem, say.quantityOf({ model }), (n) => formatNumber(n, lang));
    }
    if (field.startsWith('sale-')) {
      return ruleText(LL, problem, say.salePriceOf({ model }), (n) => formatUsd(n, lang));
    }
    return ruleText(LL, problem, LL.quotations.remark(), String);
  };
  const order: ChangeField[] = [
    'lines',
    ...values.lines.flatMap((_, index) => [`quantity-${index}`, `sale-${index}`] as const),
    'remark',
  ];
  const summary = formProblems(order, errorOf, idOf, refusal);
  const mainModel = (goodsId: number) =>
    values.lines.find((line) => line.main_goods_id === null && line.goods_id === goodsId)?.model ??
    '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    setRefusal(null);
    if (Object.keys(changeProblems(values, QUOTATION_REMARK_MAX)).length > 0) return;
    // A change opened from (or saved to) the drafts box uses its draft up once it is saved.
    const fromDraft = draft.draftId === null ? {} : { draft_id: draft.draftId };
    save.mutate(
      { ...formOf(values), ...fromDraft },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          draft.sent();
          setSaved(true);
        },
        onError: (error) => {
          setRefusal(errorText(error));
          setAttempt((n) => n + 1);
        },
      },
    );
  };

  return (
    <div>
      <BackLink to={`/personal/quotation/detail?id=${quotation.id}`} label={say.back()} />
      <PageHeading title={say.title({ code: quotation.code })}>
        <p className="max-w-prose text-gray-700">{say.intro()}</p>
      </PageHeading>
      {quotation.expired ? (
        <Notice title={LL.quotations.expired()} tone="attention" className="mb-4">
          <p className="mt-1 text-sm text-gray-800">
            {say.expiredNote({ date: formatDate(quotation.valid_until, lang) })}
          </p>
        </Notice>
      ) : null}
      {quotation.status !== 1 ? (
        <Notice title={say.decidedTitle()} tone="attention" className="mb-4">
          <p className="mt-1 text-sm text-gray-800">{say.decidedNote()}</p>
        </Notice>
      ) : null}
      <DraftNotices draft={draft} form={formRef} />
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
        <ErrorSummary problems={summary} attempt={attempt} />
        <fieldset className="rounded border border-gray-200 p-4">
          <legend className="mb-3 text-lg font-semibold text-gray-900">{say.linesTitle()}</legend>
          <p className="mb-3 text-sm text-gray-700">{say.linesHint()}</p>
          {values.lines.length === 0 ? (
            <p id={idOf('lines')} className="text-sm font-medium text-red-700">
              {say.addProduct()}{' '}
              <Link to="/configurator" className={textLink}>
                {LL.cart.openConfigurator()}
              </Link>
            </p>
          ) : null}
          <ul className="space-y-3">
            {values.lines.map((line, index) => (
              <li
                key={`${line.main_goods_id ?? 0}-${line.goods_id}`}
                className={`rounded border border-gray-300 p-3 ${line.main_goods_id === null ? '' : 'ms-6'}`}
              >
                <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-medium text-gray-900">
                    <span dir="ltr">{line.model}</span>
                    {line.main_goods_id === null ? null : (
                      <span className="ms-2 text-sm font-normal text-gray-700">
                        {LL.quotations.accessoryOf({ model: mainModel(line.main_goods_id) })}
                      </span>
                    )}
                  </p>
                  <button
                    type="button"
                    className={buttonSecondary}
                    onClick={() => set({ ...values, lines: withoutLine(values.lines, index) })}
                  >
                    {say.removeLine({ model: line.model })}
                  </button>
                </div>
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextField
                    id={idOf(`quantity-${index}`)}
                    label={say.quantityOf({ model: line.model })}
                    value={line.quantity}
                    onChange={(value) => setLine(index, { quantity: value })}
                    error={errorOf(`quantity-${index}`)}
                    inputMode="numeric"
                    dir="ltr"
                    required
                  />
                  <TextField
                    id={idOf(`sale-${index}`)}
                    label={say.salePriceOf({ model: line.model })}
                    hint={say.salePriceHint()}
                    value={line.sale_price}
                    onChange={(value) => setLine(index, { sale_price: value })}
                    error={errorOf(`sale-${index}`)}
                    inputMode="decimal"
                    dir="ltr"
                  />
                </div>
              </li>
            ))}
          </ul>
        </fieldset>
        <TextField
          id={idOf('remark')}
          label={LL.quotations.remark()}
          value={values.remark}
          maxLength={QUOTATION_REMARK_MAX}
          onChange={(remark) => set({ ...values, remark })}
          error={errorOf('remark')}
        />
        <DraftSaveBar draft={draft} />
        <div className="flex flex-wrap items-center justify-end gap-3">
          <Link to={`/personal/quotation/detail?id=${quotation.id}`} className={textLink}>
            {say.back()}
          </Link>
          <Button
            type="submit"
            className={buttonPrimary}
            unavailable={save.isPending || draft.saving}
          >
            {save.isPending ? say.saving() : say.submit()}
          </Button>
        </div>
      </form>
    </div>
  );
}

/**
 * What the change form opens: `?draft=` a change waiting in the drafts box, or `?id=` the
 * quotation as it stands. A quotation registered with a project or made into an order is not
 * changed here: the page says why and where to go instead.
 */
function QuotationChangeLoader({ search }: { search: string }) {
  const { LL } = useI18nContext();
  const say = LL.quotations.change;
  const params = new URLSearchParams(search);
  const draftId = positiveId(params.get('draft'));
  const draft = useDraft(draftId);
  const fromDraft = draft.data?.type === 'quotation' ? valuesOfContent(draft.data.content) : null;
  const quotationId = draftId === null ? positiveId(params.get('id')) : (fromDraft?.id ?? null);
  const detail = useQuotationDetail(quotationId);
  const back = <BackLink to="/personal/quotation" label={LL.quotations.backToList()} />;

  if (draftId !== null && !fromDraft) {
    return (
      <DetailStates
        back={back}
        title={LL.quotations.detailTitle()}
        idKnown={draft.data === undefined}
        query={draft}
      />
    );
  }
  if (!detail.isSuccess) {
    return (
      <DetailStates
        back={back}
        title={LL.quotations.detailTitle()}
        idKnown={quotationId !== null}
        query={detail}
      />
    );
  }
  const quotation = detail.data;
  const why = unchangeable(quotation);
  if (why !== null) {
    return (
      <div>
        {back}
        <PageHeading title={say.title({ code: quotation.code })} />
        <EmptyState message={why === 'hasOrder' ? say.hasOrder() : say.inProject()} />
        <Link
          to={`/personal/quotation/detail?id=${quotation.id}`}
          className={`${textLink} mt-4 inline-block`}
        >
          {say.back()}
        </Link>
      </div>
    );
  }
  return (
    <QuotationChangeForm
      quotation={quotation}
      start={{ draftId, content: fromDraft ?? valuesOfQuotation(quotation) }}
    />
  );
}

/**
 * The change form's screen (/personal/quotation/change). The form starts again only when
 * another draft or quotation is opened.
 */
export function QuotationChangePage() {
  const key = useDraftFormKey();
  return <QuotationChangeLoader key={key} search={key} />;
}
