import { useId, useState, type FormEvent } from 'react';
import type { EndUser } from '../../../contract/end-users';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { Button } from '../../components/ui/button';
import { DialogFrame } from '../../components/ui/dialog-frame';
import { ErrorSummary } from '../../components/ui/error-summary';
import { TextField } from '../../components/ui/form-field';
import { buttonPrimary, buttonSecondary } from '../../components/ui/styles';
import { notify } from '../../components/ui/toaster';
import { errorText } from '../../lib/api/error-text';
import { ruleText } from '../../lib/form-rules';
import { formatUsd } from '../../lib/intl';
import { formProblems } from '../auth/form-problems';
import { useSaveEndUser } from './api';
import {
  EMPTY_END_USER,
  END_USER_FIELDS,
  MONEY_FIELDS,
  endUserProblems,
  formOf,
  valuesOf,
  type EndUserField,
  type EndUserValues,
} from './end-user-rules';

type TextFieldName = Exclude<EndUserField, 'is_protect'>;

/** The groups of the form, each under its own legend. */
const GROUPS: {
  legend: 'companySection' | 'contactSection' | 'businessSection';
  fields: TextFieldName[];
}[] = [
  { legend: 'companySection', fields: ['company', 'address', 'website'] },
  { legend: 'contactSection', fields: ['contact', 'email', 'mobile'] },
  {
    legend: 'businessSection',
    fields: ['staff_size', 'industry', 'product_lines', 'rival_brands', 'other_sources'],
  },
];

const REQUIRED: readonly EndUserField[] = ['company', 'address', 'contact', 'email', 'mobile'];

interface InputKind {
  type?: 'email' | 'tel' | 'url';
  autoComplete?: string;
  dir?: 'ltr';
  inputMode?: 'decimal';
}

/** How a dollar amount is typed: digits, left to right. */
const AMOUNT_INPUT: InputKind = { inputMode: 'decimal', dir: 'ltr' };

/** How each field is typed: e-mail, telephone, web addresses and amounts read left to right. */
const INPUT: Partial<Record<TextFieldName, InputKind>> = {
  company: { autoComplete: 'organization' },
  website: { type: 'url', dir: 'ltr' },
  email: { type: 'email', dir: 'ltr' },
  mobile: { type: 'tel', dir: 'ltr' },
  ...Object.fromEntries(MONEY_FIELDS.map((field) => [field, AMOUNT_INPUT])),
};

/**
 * The end-user form (800px), to add an end user or change `endUser`: every field of an end user,
 * checked with the contract's rules and worded as the server words its refusals. It closes, and
 * the server's message shows, only once the server has stored the end user. Other forms open it
 * in place (the project form's 'Add end user') and learn the new end user through `onSaved`.
 */
export function EndUserDialog({
  endUser,
  onClose,
  onSaved,
}: {
  endUser: EndUser | null;
  onClose: () => void;
  /** Told the stored end user before the dialog closes: a form that opened it picks it. */
  onSaved?: (saved: { id: number; company: string }) => void;
}) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.endUsers;
  const idPrefix = useId();
  const id = (field: EndUserField) => `${idPrefix}-${field}`;
  const save = useSaveEndUser();
  const [values, setValues] = useState<EndUserValues>(endUser ? valuesOf(endUser) : EMPTY_END_USER);
  const [attempt, setAttempt] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);

  const label = (field: EndUserField) => say.field[field]();
  const problems = attempt > 0 ? endUserProblems(values) : {};
  const errorOf = (field: EndUserField): string | null => {
    const problem = problems[field];
    if (!problem) return null;
    const isMoney = (MONEY_FIELDS as readonly string[]).includes(field);
    return ruleText(LL, problem, label(field), (n) => (isMoney ? formatUsd(n, lang) : String(n)));
  };
  const set = (field: EndUserField) => (value: string | boolean) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    setRefusal(null);
    if (Object.keys(endUserProblems(values)).length > 0) return;
    const form = formOf(values, endUser?.id);
    save.mutate(form, {
      onSuccess: ({ id, message }) => {
        notify.success(message);
        onSaved?.({ id, company: form.company });
        onClose();
      },
      onError: (error) => {
        setRefusal(errorText(error));
        setAttempt((n) => n + 1);
      },
    });
  };

  const text = (field: TextFieldName, extra: { hint?: string; first?: boolean } = {}) => (
    <TextField
      key={field}
      id={id(field)}
      label={label(field)}
      value={values[field]}
      onChange={set(field)}
      error={errorOf(field)}
      hint={extra.hint}
      required={REQUIRED.includes(field)}
      autoFocusInDialog={extra.first}
      {...INPUT[field]}
    />
  );
  const summary = formProblems(END_USER_FIELDS, errorOf, id, refusal);
  const legendClass = 'mb-3 text-base font-semibold text-gray-900';

  return (
    <DialogFrame title={endUser ? say.editTitle() : say.addTitle()} width={800} onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-5">
        <ErrorSummary problems={summary} attempt={attempt} />
        <p className="text-sm text-gray-700">{LL.forms.requiredNote()}</p>
        {GROUPS.map((group) => (
          <fieldset key={group.legend}>
            <legend className={legendClass}>{say[group.legend]()}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {group.fields.map((field) =>
                text(field, {
                  first: field === 'company',
                  hint: field === 'company' ? say.companyHint() : undefined,
                }),
              )}
            </div>
          </fieldset>
        ))}
        <fieldset>
          <legend className={legendClass}>{say.purchaseSection()}</legend>
          <p id={`${idPrefix}-money-hint`} className="mb-3 text-sm text-gray-700">
            {say.moneyHint()}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            {MONEY_FIELDS.map((field) => text(field))}
          </div>
        </fieldset>
        <div className="flex items-start gap-2">
          <input
            id={id('is_protect')}
            type="checkbox"
            checked={values.is_protect}
            onChange={(event) => set('is_protect')(event.target.checked)}
            aria-describedby={`${id('is_protect')}-hint`}
            className="mt-0.5 size-5 shrink-0 accent-brand"
          />
          <div>
            <label htmlFor={id('is_protect')} className="text-sm font-medium text-gray-900">
              {label('is_protect')}
            </label>
            <p id={`${id('is_protect')}-hint`} className="text-sm text-gray-700">
              {say.protectHint()}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {say.cancel()}
          </button>
          <Button type="submit" className={buttonPrimary} unavailable={save.isPending}>
            {save.isPending ? say.saving() : say.save()}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
