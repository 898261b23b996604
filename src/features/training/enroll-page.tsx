import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useSession } from '../../app/session-provider';
import { BackLink } from '../../components/ui/back-link';
import { ErrorSummary } from '../../components/ui/error-summary';
import { fieldOf, SelectField, TextField } from '../../components/ui/form-field';
import { PageHeading } from '../../components/ui/page-heading';
import { buttonPrimary } from '../../components/ui/styles';
import { notify } from '../../components/ui/toaster';
import { errorText } from '../../lib/api/error-text';
import { ruleText } from '../../lib/form-rules';
import { formProblems } from '../auth/form-problems';
import { useCountries } from '../content/use-countries';
import { useRegister, useSubjects, type RegistrationKind } from './api';
import {
  examFormOf,
  initialRegistration,
  REGISTRATION_FIELDS,
  registrationProblems,
  trainingFormOf,
  type RegistrationField,
  type RegistrationValues,
} from './registration-rules';

/** The training form's names of the fields, and the exam form's where they differ. */
function useFieldLabels(kind: RegistrationKind): Record<RegistrationField, string> {
  const { LL } = useI18nContext();
  const say = LL.training.field;
  const exam = kind === 'exam';
  return {
    name: say.name(),
    country: say.country(),
    mailbox: say.mailbox(),
    subject: exam ? say.examSubject() : say.subject(),
    permit_number: exam ? say.examPermit() : say.permit(),
    registration_date: say.date(),
    registration_code: exam ? say.examCode() : say.code(),
  };
}

/**
 * The training (/personal/training/enroll) or exam (/personal/exams/enroll) registration: name,
 * country, e-mail, subject, permit number, date and the registration code, all required and
 * checked with the contract's rules. A wrong code is refused by the server in its own words;
 * without a code the user is told whom to ask.
 */
function EnrollPage({ kind }: { kind: RegistrationKind }) {
  const { LL } = useI18nContext();
  const say = LL.training;
  const { user } = useSession();
  const navigate = useNavigate();
  const countries = useCountries();
  const subjects = useSubjects(kind);
  const register = useRegister();
  const labels = useFieldLabels(kind);
  const idPrefix = useId();
  const id = (field: RegistrationField) => `${idPrefix}-${field}`;
  const [values, setValues] = useState<RegistrationValues>(() => initialRegistration(user));
  const [attempt, setAttempt] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const list = kind === 'training' ? '/personal/training' : '/personal/exams';

  const problems = attempt > 0 ? registrationProblems(kind, values) : {};
  const errorOf = (field: RegistrationField) => {
    const problem = problems[field];
    return problem ? ruleText(LL, problem, labels[field], String) : null;
  };
  const set = (field: RegistrationField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    setRefusal(null);
    if (Object.keys(registrationProblems(kind, values)).length > 0) return;
    const request =
      kind === 'training'
        ? { kind, form: trainingFormOf(values) }
        : { kind, form: examFormOf(values) };
    register.mutate(request, {
      onSuccess: (message) => {
        notify.success(message);
        void navigate(list);
      },
      onError: (error) => {
        setRefusal(errorText(error));
        setAttempt((n) => n + 1);
      },
    });
  };

  const form = { idOf: id, labelOf: (f: RegistrationField) => labels[f], values, set, errorOf };
  const text = (
    field: RegistrationField,
    extra: { type?: 'email' | 'date'; dir?: 'ltr'; hint?: string; autoComplete?: string } = {},
  ) => <TextField {...fieldOf(form, field)} required {...extra} />;

  return (
    <>
      <BackLink to={list} label={kind === 'training' ? say.backToTraining() : say.backToExams()} />
      <PageHeading title={kind === 'training' ? say.enrollTrainingTitle() : say.enrollExamTitle()}>
        <p className="max-w-prose text-gray-700">{say.enrollIntro()}</p>
      </PageHeading>
      <form noValidate onSubmit={submit} className="max-w-2xl space-y-4">
        <ErrorSummary
          problems={formProblems(REGISTRATION_FIELDS, errorOf, id, refusal)}
          attempt={attempt}
        />
        <p className="text-sm text-gray-700">{LL.forms.requiredNote()}</p>
        {text('name', { hint: say.nameHint(), autoComplete: 'name' })}
        <SelectField
          {...fieldOf(form, 'country')}
          options={countries.options.map((c) => ({ value: c.code, label: c.name }))}
          placeholder={say.chooseCountry()}
          required
        />
        {text('mailbox', { type: 'email', dir: 'ltr', autoComplete: 'email' })}
        <SelectField
          {...fieldOf(form, 'subject')}
          options={(subjects.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          placeholder={say.chooseSubject()}
          error={errorOf('subject') ?? (subjects.isError ? say.subjectsFailed() : null)}
          required
        />
        {text('permit_number', { dir: 'ltr' })}
        {text('registration_date', { type: 'date' })}
        {text('registration_code', { dir: 'ltr', hint: say.codeHelp() })}
        <button type="submit" className={buttonPrimary} disabled={register.isPending}>
          {register.isPending ? say.submitting() : say.submit()}
        </button>
      </form>
    </>
  );
}

/** /personal/training/enroll */
export function TrainingEnrollPage() {
  return <EnrollPage kind="training" />;
}

/** /personal/exams/enroll */
export function ExamEnrollPage() {
  return <EnrollPage kind="exam" />;
}
