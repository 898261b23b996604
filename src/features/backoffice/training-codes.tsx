import { useState, type FormEvent } from 'react';
import { BACKOFFICE_LIMITS } from '../../../contract/backoffice';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormField } from '../../components/ui/form-field';
import { PageHeading } from '../../components/ui/page-heading';
import { buttonPrimary, inputClass } from '../../components/ui/styles';
import { notify } from '../../components/ui/toaster';
import { useIssueCodes, useSubjects } from './training-api';
import { useFormProblems } from './form-problems';
import { DeskForm } from './desk-form';

/** Head office issues registration codes for a training or exam subject, one or a batch. */
export function TrainingCodes() {
  const { LL } = useI18nContext();
  const t = LL.backoffice.codes;
  const subjects = useSubjects();
  const issue = useIssueCodes();
  const [subject, setSubject] = useState('');
  const [count, setCount] = useState('1');
  const [codes, setCodes] = useState<string[]>([]);
  const form = useFormProblems();
  const p = LL.backoffice.problems;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(count);
    const ok = form.check([
      !subject && { fieldId: 'codes-subject', message: p.subjectRequired() },
      !(Number.isInteger(n) && n >= 1 && n <= BACKOFFICE_LIMITS.codes) && {
        fieldId: 'codes-count',
        message: p.countRange({ max: BACKOFFICE_LIMITS.codes }),
      },
    ]);
    if (!ok) return;
    issue.mutate(
      { subject: Number(subject), count: Number(count) },
      {
        onSuccess: (response) => {
          notify.success(response.body.msg);
          setCodes(response.body.code === 1 ? response.body.data.codes : []);
        },
        onError: form.refused,
      },
    );
  };
  return (
    <>
      <PageHeading title={t.title()} />
      <DeskForm
        form={form}
        onSubmit={onSubmit}
        className="grid max-w-2xl gap-4 sm:grid-cols-[1fr_8rem_auto] sm:items-end"
      >
        <FormField
          id="codes-subject"
          label={t.subject()}
          required
          error={form.errorOf('codes-subject')}
        >
          {(control) => (
            <select
              {...control}
              className={inputClass}
              value={subject}
              onChange={(e) => setSubject(e.target.value)}
            >
              <option value="">{t.chooseSubject()}</option>
              <optgroup label={t.trainings()}>
                {(subjects.data?.train ?? []).map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </optgroup>
              <optgroup label={t.exams()}>
                {(subjects.data?.exam ?? []).map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </optgroup>
            </select>
          )}
        </FormField>
        <FormField id="codes-count" label={t.count()} required error={form.errorOf('codes-count')}>
          {(control) => (
            <input
              {...control}
              type="number"
              min={1}
              max={BACKOFFICE_LIMITS.codes}
              className={inputClass}
              value={count}
              onChange={(e) => setCount(e.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className={buttonPrimary} disabled={issue.isPending}>
          {t.issue()}
        </button>
      </DeskForm>
      {codes.length > 0 ? (
        <section aria-labelledby="codes-issued" className="mt-8">
          <h2 id="codes-issued" className="mb-2 text-lg font-semibold">
            {t.issued()}
          </h2>
          <ul className="space-y-1 font-mono" dir="ltr">
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
