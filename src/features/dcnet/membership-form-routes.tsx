import { Navigate, useParams } from 'react-router';
import { MembershipFormPage } from './membership-form-page';
import { APPLICATION_FORMS, type ApplicationForm } from './tier-forms';

/**
 * /personal/partner/<form>: one of the four application forms; any other name is unknown. The
 * form is keyed by its name, so moving between forms starts afresh.
 */
export function MembershipFormRoute() {
  const { form } = useParams();
  if (!(APPLICATION_FORMS as readonly string[]).includes(form ?? '')) {
    return <Navigate to="/404" replace />;
  }
  return <MembershipFormPage key={form} form={form as ApplicationForm} />;
}
