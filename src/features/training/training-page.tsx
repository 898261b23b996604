import { useI18nContext } from '../../../i18n/i18n-react';
import { usePaging } from '../../lib/use-paging';
import { useTrainingList } from './api';
import { RegistrationList } from './registration-list';

/** The user's training registrations (/personal/training), with the way to register. */
export function TrainingPage() {
  const { LL } = useI18nContext();
  const say = LL.training;
  const paging = usePaging();
  const list = useTrainingList({ page: paging.page, limit: paging.pageSize });
  const data = list.data && {
    total: list.data.total,
    list: list.data.list.map((row) => ({
      id: row.id,
      subject: row.subject_name,
      name: row.name,
      permit: row.permit_number,
      date: row.registration_date,
      code: row.registration_code,
      created: row.create_time,
    })),
  };
  return (
    <RegistrationList
      title={say.trainingTitle()}
      intro={say.trainingIntro()}
      enroll={{ to: '/personal/training/enroll', label: say.enrollTraining() }}
      caption={say.trainingCaption()}
      pagerLabel={say.trainingPages()}
      query={{ ...list, data }}
      paging={paging}
    />
  );
}
