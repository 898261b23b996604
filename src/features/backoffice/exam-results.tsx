import { useState, type FormEvent } from 'react';
import { BACKOFFICE_LIMITS, type PendingExam } from '../../../contract/backoffice';
import { useI18nContext } from '../../../i18n/i18n-react';
import { DataTable, type Column } from '../../components/ui/data-table';
import { FormField } from '../../components/ui/form-field';
import { ListState } from '../../components/ui/list-state';
import { PageHeading } from '../../components/ui/page-heading';
import { usePaging } from '../../lib/use-paging';
import { buttonPrimary, inputClass } from '../../components/ui/styles';
import { OpenButton, RecordPanel } from './desk-record';
import { notify } from '../../components/ui/toaster';
import { usePendingExams, useRecordExamResult } from './training-api';
import { useFormProblems } from './form-problems';
import { DeskForm } from './desk-form';

/** Exam registrations waiting for a result; recording a pass issues a certificate. */
export function ExamResults() {
  const { LL } = useI18nContext();
  const t = LL.backoffice.exams;
  const paging = usePaging();
  const exams = usePendingExams(paging.page, paging.pageSize);
  const [selected, setSelected] = useState<PendingExam | null>(null);
  const columns: Column<PendingExam>[] = [
    { key: 'name', header: t.candidate(), cell: (e) => e.name },
    { key: 'subject', header: t.subject(), cell: (e) => e.exam_subject_name },
    { key: 'permit', header: t.permit(), cell: (e) => e.exam_permit_number, ltr: true },
    { key: 'date', header: t.registered(), cell: (e) => e.registration_date, ltr: true },
    {
      key: 'record',
      header: t.record(),
      headerHidden: true,
      align: 'end',
      cell: (e) => (
        <OpenButton
          shown={selected?.id === e.id}
          onOpen={() => setSelected(e)}
          label={t.record()}
          name={e.name}
        />
      ),
    },
  ];
  return (
    <>
      <PageHeading title={t.title()} />
      <ListState query={exams} paging={paging} pagerLabel={t.pages()} empty={t.none()}>
        {(list) => (
          <DataTable
            caption={t.title()}
            columns={columns}
            rows={list}
            rowKey={(e) => e.id}
            empty={t.none()}
            minWidth="40rem"
          />
        )}
      </ListState>
      {selected ? (
        <ResultForm key={selected.id} exam={selected} onDone={() => setSelected(null)} />
      ) : null}
    </>
  );
}

function ResultForm({ exam, onDone }: { exam: PendingExam; onDone: () => void }) {
  const { LL } = useI18nContext();
  const t = LL.backoffice.exams;
  const record = useRecordExamResult();
  const [score, setScore] = useState('');
  const [time, setTime] = useState(new Date().toISOString().slice(0, 16));
  const [region, setRegion] = useState('');
  const form = useFormProblems();
  const p = LL.backoffice.problems;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const points = Number(score);
    const ok = form.check([
      !(score !== '' && Number.isInteger(points) && points >= 0 && points <= 100) && {
        fieldId: 'result-score',
        message: p.scoreRange(),
      },
      !time && { fieldId: 'result-time', message: p.timeRequired() },
      !region.trim() && { fieldId: 'result-region', message: p.regionRequired() },
    ]);
    if (!ok) return;
    record.mutate(
      {
        registration_id: exam.id,
        score: Number(score),
        // The datetime field gives minutes; the contract writes seconds too (UTC).
        exam_time: `${time.replace('T', ' ')}:00`,
        region,
      },
      {
        onSuccess: (response) => {
          notify.success(response.body.msg);
          onDone();
        },
        onError: form.refused,
      },
    );
  };
  return (
    <RecordPanel
      titleId="result-title"
      title={t.resultFor({ name: exam.name, subject: exam.exam_subject_name })}
    >
      <DeskForm form={form} onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-3">
        <FormField
          id="result-score"
          label={t.score()}
          hint={t.scoreHint()}
          required
          error={form.errorOf('result-score')}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              min={0}
              max={100}
              className={inputClass}
              value={score}
              onChange={(e) => setScore(e.target.value)}
            />
          )}
        </FormField>
        <FormField
          id="result-time"
          label={t.examTime()}
          required
          error={form.errorOf('result-time')}
        >
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              className={inputClass}
              value={time}
              onChange={(e) => setTime(e.target.value)}
            />
          )}
        </FormField>
        <FormField
          id="result-region"
          label={t.region()}
          required
          error={form.errorOf('result-region')}
        >
          {(control) => (
            <input
              {...control}
              className={inputClass}
              maxLength={BACKOFFICE_LIMITS.region}
              value={region}
              onChange={(e) => setRegion(e.target.value)}
            />
          )}
        </FormField>
        <div className="sm:col-span-3">
          <button type="submit" className={buttonPrimary} disabled={record.isPending}>
            {t.save()}
          </button>
        </div>
      </DeskForm>
    </RecordPanel>
  );
}
