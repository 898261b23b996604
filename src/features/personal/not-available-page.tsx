import { Link, useLocation } from 'react-router';
import { useI18nContext } from '../../../i18n/i18n-react';
import { PageHeading } from '../../components/ui/page-heading';
import { textLink } from '../../components/ui/styles';
import { useRouteList } from './api';
import { builtInTitle } from './screens';

/**
 * A screen that is not built yet: its name as heading, a sentence that says it is not available
 * yet, and the way back. Named as the server's route list names it, or by the portal.
 */
export function NotAvailablePage() {
  const { LL } = useI18nContext();
  const { pathname } = useLocation();
  const routes = useRouteList();
  const served = routes.data?.find((route) => route.path === pathname)?.title;
  const heading = served ?? builtInTitle(pathname, LL);
  return (
    <div>
      <PageHeading title={heading} />
      <p role="status" className="mb-4 max-w-prose rounded border border-gray-300 bg-gray-50 p-4">
        {LL.personalCentre.notAvailable.body()}
      </p>
      <Link to="/personal" className={textLink}>
        {LL.personalCentre.notAvailable.back()}
      </Link>
    </div>
  );
}
