import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useSession } from '../../app/session-provider';
import { PageHeading } from '../../components/ui/page-heading';
import { useDialogs } from '../../shell/dialogs';
import { LoginForm } from './login-form';

/**
 * Where a login on this page leads: the `redirect` the visitor was sent here from when it is a
 * path of this site (never another origin: `//host` and `/\\host` are refused), or home.
 */
export function loginRedirect(search: string): string {
  const asked = new URLSearchParams(search).get('redirect') ?? '';
  return /^\/(?![/\\])/.test(asked) ? asked : '/index';
}

/**
 * The /login screen: the login form on a page of its own, which leads back to the address the
 * visitor was sent from (`?redirect=`); logged-in visitors go there at once.
 */
export function LoginPage() {
  const { LL } = useI18nContext();
  // Only a visitor who arrives logged in is sent away; a login on this page finishes first.
  const { isLoggedIn } = useSession();
  const [arrivedLoggedIn] = useState(isLoggedIn);
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const to = loginRedirect(useLocation().search);
  if (arrivedLoggedIn) return <Navigate to={to} replace />;
  return (
    <div className="mx-auto max-w-md">
      <PageHeading title={LL.auth.loginTitle()}>
        <p className="text-gray-700">{LL.auth.loginPageIntro()}</p>
      </PageHeading>
      <LoginForm
        onSuccess={() => void navigate(to, { replace: true })}
        onSignUp={() => dialogs.open('signUp')}
      />
    </div>
  );
}
