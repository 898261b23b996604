import { useI18nContext } from '../../../i18n/i18n-react';
import { usePaging } from '../../lib/use-paging';
import { useExamList } from './api';
import { RegistrationList } from './registration-list';

/** The user's exam registrations (/personal/exams), with the way to register and to the grades. */
export function ExamsPage() {
  const { LL } = useI18nContext();
  const say = LL.training;
  const paging = usePaging();
  const list = useExamList({ page: paging.page, limit: paging.pageSize });
  const data = list.data && {
    total: list.data.total,
    list: list.data.list.map((row) => ({
      id: row.id,
      subject: row.exam_subject_name,
      name: row.name,
      permit: row.exam_permit_number,
      date: row.registration_date,
      code: row.exam_registration_code,
      created: row.create_time,
    })),
  };
  return (
    <RegistrationList
      title={say.examsTitle()}
      intro={say.examsIntro()}
      enroll={{ to: '/personal/exams/enroll', label: say.enrollExam() }}
      extra={{ to: '/personal/grades', label: say.seeGrades() }}
      caption={say.examCaption()}
      pagerLabel={say.examPages()}
      query={{ ...list, data }}
      paging={paging}
    />
  );
}
