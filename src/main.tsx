import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageOf } from '../i18n/languages';
import { App } from './app/app';
import { preloadScreens } from './app/routes';
import { browserSessionKeys } from './app/session-keys';
import { loadLanguage } from './app/texts';
import { applyDocumentLanguage, storedLang } from './lib/language';
import './styles.css';

const lang = storedLang();
applyDocumentLanguage(lang);
// The screens of the address load beside the session and the texts, not after them.
preloadScreens(window.location.pathname);
// A stored session is restored by the session machine before the first paint, so its code loads
// beside the texts; a visitor's first paint runs without it
// (docs/decisions/138-first-paint-without-zod-and-xstate.md).
// No top-level await: the bundler merges shared chunks only for modules without one.
void Promise.all([
  browserSessionKeys.getToken() === null ? null : import('./app/session-runtime'),
  loadLanguage(languageOf(lang).tag),
]).then(([session]) => {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App initialLang={lang} startSession={session?.startSession ?? null} />
    </StrictMode>,
  );
});
