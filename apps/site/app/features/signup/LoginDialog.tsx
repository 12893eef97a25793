/**
 * The login popup (spec 1 §2 "#login (hash) opens the login popup"; spec 1 §4 "Login popup").
 * A native <dialog>: with JavaScript it opens as a modal whenever the URL's hash is `#login`
 * (focus moves in, Escape and the close button close it and drop the hash, the page behind is
 * inert); without JavaScript `#login` shows it through `:target` and the form still posts.
 * The redirect path comes from the page's `?redirect=` (the guards put it there); closing keeps it.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import type { LoginFailure } from '../../lib/session.server.ts';
import { LoginForm } from './LoginForm.tsx';
import * as styles from './login.css.ts';

export const LOGIN_HASH = '#login';

export function LoginDialog({ locale, failure }: { locale: string; failure?: LoginFailure | null }) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const open = location.hash === LOGIN_HASH;
  const redirect = new URLSearchParams(location.search).get('redirect');

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const close = () => {
    if (location.hash === LOGIN_HASH) {
      void navigate(
        { pathname: location.pathname, search: location.search },
        { replace: true, preventScrollReset: true },
      );
    }
  };

  return (
    <dialog id="login" ref={ref} className={styles.dialog} aria-labelledby="login-title" onClose={close}>
      <div className={styles.dialogHeader}>
        <h2 id="login-title">{t('login.title')}</h2>
        <button
          type="button"
          className={styles.closeButton}
          aria-label={t('login.close')}
          onClick={() => ref.current?.close()}
        >
          ×
        </button>
      </div>
      <LoginForm locale={locale} redirect={redirect} failure={failure ?? null} />
    </dialog>
  );
}
