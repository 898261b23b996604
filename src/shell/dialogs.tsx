import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

/** The account dialogs the shell can open. */
export type DialogName = 'login' | 'signUp' | 'changePassword';

interface DialogsValue {
  open: (name: DialogName) => void;
  close: () => void;
}

const DialogsContext = createContext<DialogsValue | null>(null);

// Loaded on first use, so the first page load stays small.
const LoginDialog = lazy(() =>
  import('../features/auth/login-dialog').then((m) => ({ default: m.LoginDialog })),
);
const SignUpDialog = lazy(() =>
  import('../features/auth/sign-up-dialog').then((m) => ({ default: m.SignUpDialog })),
);
const ChangePasswordDialog = lazy(() =>
  import('../features/auth/change-password-dialog').then((m) => ({
    default: m.ChangePasswordDialog,
  })),
);

/** Holds which account dialog is open (one at a time) and renders it. */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<DialogName | null>(null);
  const close = useCallback(() => setCurrent(null), []);
  const value = useMemo(() => ({ open: setCurrent, close }), [close]);
  return (
    <DialogsContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {current === 'login' ? (
          <LoginDialog onClose={close} onSignUp={() => setCurrent('signUp')} />
        ) : null}
        {current === 'signUp' ? (
          <SignUpDialog onClose={close} onLogIn={() => setCurrent('login')} />
        ) : null}
        {current === 'changePassword' ? <ChangePasswordDialog onClose={close} /> : null}
      </Suspense>
    </DialogsContext.Provider>
  );
}

/** Opens and closes the account dialogs. */
export function useDialogs(): DialogsValue {
  const value = useContext(DialogsContext);
  if (!value) throw new Error('useDialogs needs a DialogsProvider above it');
  return value;
}
