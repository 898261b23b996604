import { useI18nContext } from '../../../i18n/i18n-react';
import { TextField } from '../../components/ui/form-field';

/** A required password input with its label and its error beside it. */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  error,
  autoComplete,
  autoFocusInDialog,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  /** `current-password` for the one the user has, `new-password` for one being chosen. */
  autoComplete: 'current-password' | 'new-password';
  autoFocusInDialog?: boolean;
}) {
  return (
    <TextField
      id={id}
      label={label}
      type="password"
      value={value}
      onChange={onChange}
      error={error}
      required
      autoComplete={autoComplete}
      autoFocusInDialog={autoFocusInDialog}
    />
  );
}

/**
 * A new password and its confirmation ('Confirm password'), as sign-up, the password reset and
 * the change-password dialog ask for them. `ids`, values and errors are given per field.
 */
export function NewPasswordFields({
  label,
  ids,
  password,
  again,
  onChange,
  errors,
}: {
  /** The label of the first field: 'Password' at sign-up, 'New password' elsewhere. */
  label: string;
  ids: { password: string; again: string };
  password: string;
  again: string;
  onChange: (field: 'password' | 'again', value: string) => void;
  errors: { password: string | null; again: string | null };
}) {
  const { LL } = useI18nContext();
  return (
    <>
      <PasswordField
        id={ids.password}
        label={label}
        value={password}
        onChange={(value) => onChange('password', value)}
        error={errors.password}
        autoComplete="new-password"
      />
      <PasswordField
        id={ids.again}
        label={LL.auth.passwordAgain()}
        value={again}
        onChange={(value) => onChange('again', value)}
        error={errors.again}
        autoComplete="new-password"
      />
    </>
  );
}
