import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useSession } from '../../app/session-provider';
import { PageHeading } from '../../components/ui/page-heading';
import { useDialogs } from '../../shell/dialogs';
import { LoginForm } from './login-form';

/** The /login screen: the login form on a page of its own; logged-in visitors go home. */
export function LoginPage() {
  const { LL } = useI18nContext();
  // Only a visitor who arrives logged in is sent away; a login on this page finishes first.
  const { isLoggedIn } = useSession();
  const [arrivedLoggedIn] = useState(isLoggedIn);
  const dialogs = useDialogs();
  const navigate = useNavigate();
  if (arrivedLoggedIn) return <Navigate to="/index" replace />;
  return (
    <div className="mx-auto max-w-md">
      <PageHeading title={LL.auth.loginTitle()}>
        <p className="text-gray-700">{LL.auth.loginPageIntro()}</p>
      </PageHeading>
      <LoginForm
        onSuccess={() => void navigate('/index', { replace: true })}
        onSignUp={() => dialogs.open('signUp')}
      />
    </div>
  );
}
