import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { languageOf } from '../i18n/languages';
import { App } from './app/app';
import { readServerState } from './app/server-state';
import { matchesOf, preloadScreens } from './app/routes';
import { browserSessionKeys, restorableSession } from './app/session-keys';
import { loadLanguage, takeServerTexts } from './app/texts';
import {
  applyDocumentLanguage,
  langOfAddress,
  mirrorStoredLang,
  storedLang,
  storeLang,
} from './lib/language';
import './styles.css';

// Visiting a language's address (`?lang=ar`) chooses that language.
const addressed = langOfAddress(window.location.search);
if (addressed) storeLang(addressed);
else mirrorStoredLang();
const lang = storedLang();
// A public page the server rendered carries the answers it was made from and its texts; the app
// takes the page over (hydrates it) at once when it was rendered in the language shown, and
// renders it afresh otherwise (docs/web-app.md, "Pages rendered on the server").
const restored = restorableSession();
const machineFirst = browserSessionKeys.getToken() !== null && restored === null;
const server = machineFirst ? null : readServerState(lang);
// A page rendered in another language keeps its direction until the app replaces it, in the
// same frame (LanguageProvider), so that nothing on it moves first.
if (server || !document.getElementById('root')?.hasChildNodes()) applyDocumentLanguage(lang);
// The screens of the address load beside the session and the texts, not after them.
const screens = preloadScreens(matchesOf(window.location.pathname));
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
if (server) {
  // Everything the page needs is here: its answers and texts in it, and its screens' code
  // loaded with this module (src/boot.ts), which holds what the visitor does until the screen
  // says it has been taken over (src/shell/layout-shell.tsx; React drops a click on a part it
  // cannot take over yet).
  takeServerTexts(languageOf(lang).tag, server.texts);
  void screens.then(() =>
    hydrateRoot(
      root,
      <StrictMode>
        <App
          initialLang={lang}
          startSession={null}
          restored={restored}
          serverState={server.queries}
        />
      </StrictMode>,
    ),
  );
} else {
  // A visitor's first paint runs without the session machine, and so does a returning partner's
  // when the stored session can be read without the user info's schema; otherwise the machine
  // restores it before the first paint, and its code loads beside the texts
  // (docs/decisions/138-first-paint-without-zod-and-xstate.md, docs/web-app.md).
  // No top-level await: the bundler merges shared chunks only for modules without one.
  void Promise.all([
    machineFirst ? import('./app/session-runtime') : null,
    loadLanguage(languageOf(lang).tag),
    screens,
  ]).then(([session]) => {
    createRoot(root).render(
      <StrictMode>
        <App initialLang={lang} startSession={session?.startSession ?? null} restored={restored} />
      </StrictMode>,
    );
  });
}
