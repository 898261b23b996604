import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageOf } from '../i18n/languages';
import { App } from './app/app';
import { preloadScreens } from './app/routes';
import { browserSessionKeys, restorableSession } from './app/session-keys';
import { loadLanguage } from './app/texts';
import { applyDocumentLanguage, storedLang } from './lib/language';
import './styles.css';

const lang = storedLang();
applyDocumentLanguage(lang);
// The screens of the address load beside the session and the texts, not after them.
preloadScreens(window.location.pathname);
// A visitor's first paint runs without the session machine, and so does a returning partner's
// when the stored session can be read without the user info's schema; otherwise the machine
// restores it before the first paint, and its code loads beside the texts
// (docs/decisions/138-first-paint-without-zod-and-xstate.md, docs/web-app.md).
// No top-level await: the bundler merges shared chunks only for modules without one.
const restored = restorableSession();
const machineFirst = browserSessionKeys.getToken() !== null && restored === null;
void Promise.all([
  machineFirst ? import('./app/session-runtime') : null,
  loadLanguage(languageOf(lang).tag),
]).then(([session]) => {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App initialLang={lang} startSession={session?.startSession ?? null} restored={restored} />
    </StrictMode>,
  );
});
