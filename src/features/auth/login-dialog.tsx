import { useI18nContext } from '../../../i18n/i18n-react';
import { DialogFrame } from '../../components/ui/dialog-frame';
import { LoginForm } from './login-form';

/** The login dialog (450px); it closes on success or with its close button only. */
export function LoginDialog({ onClose, onSignUp }: { onClose: () => void; onSignUp: () => void }) {
  const { LL } = useI18nContext();
  return (
    <DialogFrame title={LL.auth.loginTitle()} width={450} onClose={onClose}>
      <LoginForm onSuccess={onClose} onSignUp={onSignUp} onForgotPassword={onClose} inDialog />
    </DialogFrame>
  );
}
