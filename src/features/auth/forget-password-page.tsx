import { useI18nContext } from '../../../i18n/i18n-react';
import { PageHeading } from '../../components/ui/page-heading';

export function ForgetPasswordPage() {
  const { LL } = useI18nContext();
  return <PageHeading title={LL.auth.forgetTitle()} />;
}
