import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { DraftContent } from '../../../contract/drafts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { Button } from '../../components/ui/button';
import { ErrorSummary } from '../../components/ui/error-summary';
import {
  CheckboxField,
  fieldOf,
  type FormFields,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/ui/form-field';
import { PageHeading } from '../../components/ui/page-heading';
import { buttonPrimary, textLink } from '../../components/ui/styles';
import { notify } from '../../components/ui/toaster';
import { errorText } from '../../lib/api/error-text';
import { ruleText } from '../../lib/form-rules';
import { formatUsd } from '../../lib/intl';
import { formProblems } from '../auth/form-problems';
import { useCountries } from '../content/use-countries';
import { DraftNotices, DraftSaveBar } from '../drafts/draft-controls';
import { useDraftForm } from '../drafts/use-draft-form';
import {
  projectKeys,
  useEndUserOptions,
  useProjectDetail,
  useQuotationLines,
  useQuotationOptions,
  useSaveProject,
} from './api';
import { DppNotice, useMayRegister } from './dpp-notice';
import { projectDetailPath } from './project-columns';
import { EndUserPicker, PriceLines, QuotationPicker } from './project-pickers';
import {
  contentOf,
  formOf,
  projectProblems,
  valuesOfContent,
  type ProjectField,
  type ProjectProblemField,
  type ProjectValues,
} from './project-rules';

const EndUserDialog = lazy(async () => ({
  default: (await import('../end-users/end-user-dialog')).EndUserDialog,
}));

/** What the form opens with: empty, a draft, or the project being changed. */
export interface ProjectFormStart {
  draftId: number | null;
  projectId: number | undefined;
  title: string;
  content: DraftContent;
}

type TextName = 'project_name' | 'industry' | 'rival_brand' | 'advancement' | 'predicted_leadtime';
type AreaName = 'description' | 'notes';
type DateName = 'estimated_po_date' | 'predicted_awarding_date';

/**
 * The project registration form (/personal/project/register): project, end user (picked, or
 * added in place), quotation with an application price per line, the dates and lead time, and
 * the protection request. It runs on the draft-saving machine, so it never loses work
 * (docs/projects.md); it is sent once the contract's rules pass, and the
 * server's refusal shows in its error summary.
 */
export function ProjectForm({ start }: { start: ProjectFormStart }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.projects.form;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mayRegister = useMayRegister();
  const prefix = useId();
  const idOf = (field: ProjectProblemField) => `${prefix}-${field}`;
  const { projectId } = start;
  const draft = useDraftForm({
    type: 'project',
    draftId: start.draftId,
    scope: projectId === undefined ? undefined : `project-${projectId}`,
    title: start.title,
    content: start.content,
  });
  const { values } = valuesOfContent(draft.content);
  const endUsers = useEndUserOptions();
  const quotations = useQuotationOptions();
  const changed = useProjectDetail(projectId ?? null);
  const quotationId = values.quotation_id === '' ? null : Number(values.quotation_id);
  const lines = useQuotationLines(quotationId);
  const countries = useCountries();
  const save = useSaveProject();
  const [attempt, setAttempt] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const [registered, setRegistered] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Once the form is sent and its copy dropped, the detail of the project follows.
  useEffect(() => {
    if (registered !== null) void navigate(projectDetailPath(registered), { replace: true });
  }, [registered, navigate]);

  const set = (patch: Partial<ProjectValues>) => {
    const next = { ...values, ...patch };
    draft.change(contentOf(next, projectId), next.project_name.trim());
  };
  // The project's own quotation is offered too while it is changed.
  const own = changed.data?.quotations ?? [];
  const quotationOptions = {
    ...quotations,
    data: quotations.data && [
      ...own,
      ...quotations.data.filter((q) => !own.some((o) => o.id === q.id)),
    ],
  };
  const lineList = lines.data ?? [];
  const hasEndUsers = (endUsers.data?.length ?? 0) > 0;
  const problems = attempt > 0 ? projectProblems(values, lineList, hasEndUsers) : {};
  const label = (field: ProjectField) => say.field[field]();
  const modelOf = (itemId: number) => lineList.find((line) => line.id === itemId)?.model ?? '';
  const errorOf = (field: ProjectProblemField): string | null => {
    const problem = problems[field];
    if (!problem) return null;
    if (problem.rule === 'selectEndUser') return say.selectEndUser();
    if (problem.rule === 'addEndUser') return say.addEndUser();
    if (problem.rule === 'selectQuotation') return say.selectQuotation();
    if (field.startsWith('price-')) {
      const model = modelOf(Number(field.slice('price-'.length)));
      return ruleText(LL, problem, say.applicationPriceOf({ model }), (n) => formatUsd(n, lang));
    }
    return ruleText(LL, problem, label(field as ProjectField), String);
  };
  const order: ProjectProblemField[] = [
    'project_name',
    'industry',
    'country',
    'description',
    'end_company',
    'quotation_id',
    ...lineList.map((line) => `price-${line.id}` as const),
    'estimated_po_date',
    'predicted_awarding_date',
    'predicted_leadtime',
    'rival_brand',
    'advancement',
    'notes',
  ];
  const summary = formProblems(order, errorOf, idOf, refusal);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    setRefusal(null);
    if (Object.keys(projectProblems(values, lineList, hasEndUsers)).length > 0) return;
    // A form opened from (or saved to) the drafts box uses its draft up once it is saved.
    const fromDraft = draft.draftId === null ? {} : { draft_id: draft.draftId };
    save.mutate(
      { ...formOf(values, lineList, projectId), ...fromDraft },
      {
        onSuccess: ({ id, message }) => {
          notify.success(message);
          draft.sent();
          setRegistered(id);
        },
        onError: (error) => {
          setRefusal(errorText(error));
          setAttempt((n) => n + 1);
        },
      },
    );
  };

  const form: FormFields<TextName | AreaName | DateName> = {
    idOf,
    labelOf: label,
    values,
    set: (field) => (value) => set({ [field]: value }),
    errorOf,
  };
  const text = (field: TextName, extra: { hint?: string; required?: boolean } = {}) => (
    <TextField {...fieldOf(form, field)} hint={extra.hint} required={extra.required} />
  );
  const area = (field: AreaName) => (
    <TextAreaField
      {...fieldOf(form, field)}
      rows={field === 'description' ? 4 : 3}
      className="sm:col-span-2"
    />
  );
  const date = (field: DateName) => <TextField {...fieldOf(form, field)} required type="date" />;
  const legendClass = 'mb-3 text-lg font-semibold text-gray-900';
  const sectionClass = 'rounded border border-gray-200 p-4';

  return (
    <div>
      <PageHeading title={projectId === undefined ? say.registerTitle() : say.changeTitle()}>
        <p className="max-w-prose text-gray-700">{say.intro()}</p>
      </PageHeading>
      {mayRegister ? null : <DppNotice />}
      <DraftNotices draft={draft} form={formRef} />
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
        {/* A partner of another tier reads a draft's content but cannot send or change it. The
            fieldset only disables; it is no group of its own (the sections inside are). */}
        <fieldset
          role="none"
          disabled={!mayRegister}
          className="m-0 min-w-0 space-y-5 border-0 p-0"
        >
          <ErrorSummary problems={summary} attempt={attempt} />
          <p className="text-sm text-gray-700">{LL.forms.requiredNote()}</p>
          <fieldset className={sectionClass}>
            <legend className={legendClass}>{say.projectSection()}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {text('project_name', { required: true })}
              {text('industry')}
              <SelectField
                id={idOf('country')}
                label={label('country')}
                value={values.country}
                onChange={(value) => set({ country: value })}
                options={countries.options.map((c) => ({ value: c.code, label: c.name }))}
                placeholder={say.chooseCountry()}
                error={errorOf('country')}
              />
              <div className="self-end">
                <CheckboxField
                  id={idOf('is_tender')}
                  label={label('is_tender')}
                  checked={values.is_tender}
                  onChange={(checked) => set({ is_tender: checked })}
                />
              </div>
              {area('description')}
            </div>
          </fieldset>
          <fieldset className={sectionClass}>
            <legend className={legendClass}>{say.endUserSection()}</legend>
            <EndUserPicker
              id={idOf('end_company')}
              value={values.end_company}
              onChange={(value) => set({ end_company: value })}
              error={errorOf('end_company')}
              options={endUsers}
              onAdd={() => setAdding(true)}
            />
            <p role="status" className="mt-2 text-sm text-gray-800">
              {picked ? say.endUserPicked({ company: picked }) : ''}
            </p>
          </fieldset>
          <fieldset className={sectionClass}>
            <legend className={legendClass}>{say.quotationSection()}</legend>
            <div className="space-y-4">
              <QuotationPicker
                id={idOf('quotation_id')}
                value={values.quotation_id}
                onChange={(value) => set({ quotation_id: value, prices: {} })}
                error={errorOf('quotation_id')}
                options={quotationOptions}
              />
              {quotationId === null ? null : (
                <PriceLines
                  lines={lines}
                  prices={values.prices}
                  onChange={(item, value) => set({ prices: { ...values.prices, [item]: value } })}
                  idOf={(item) => idOf(`price-${item}`)}
                  errorOf={(item) => errorOf(`price-${item}`)}
                />
              )}
            </div>
          </fieldset>
          <fieldset className={sectionClass}>
            <legend className={legendClass}>{say.datesSection()}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {date('estimated_po_date')}
              {date('predicted_awarding_date')}
              {text('predicted_leadtime', { required: true, hint: say.leadtimeHint() })}
            </div>
          </fieldset>
          <fieldset className={sectionClass}>
            <legend className={legendClass}>{say.protectionSection()}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="sm:col-span-2">
                <CheckboxField
                  id={idOf('is_protect')}
                  label={label('is_protect')}
                  checked={values.is_protect}
                  onChange={(checked) => set({ is_protect: checked })}
                />
                <p className="mt-1 text-sm text-gray-700">{say.protectHint()}</p>
              </div>
              {text('rival_brand')}
              {text('advancement')}
              {area('notes')}
            </div>
          </fieldset>
          <DraftSaveBar draft={draft} />
          <div className="flex flex-wrap items-center justify-end gap-3">
            <Link to="/personal/project" className={textLink}>
              {say.back()}
            </Link>
            <Button
              type="submit"
              className={buttonPrimary}
              unavailable={
                save.isPending || draft.saving || (quotationId !== null && lines.isPending)
              }
            >
              {save.isPending
                ? say.sending()
                : projectId === undefined
                  ? say.submitRegister()
                  : say.submitChange()}
            </Button>
          </div>
        </fieldset>
      </form>
      {adding ? (
        <Suspense fallback={null}>
          <EndUserDialog
            endUser={null}
            onClose={() => setAdding(false)}
            onSaved={({ id, company }) => {
              set({ end_company: String(id) });
              setPicked(company);
              void queryClient.invalidateQueries({ queryKey: projectKeys.endUsers() });
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
