import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadLocaleAsync } from '../i18n/i18n-util.async';
import { languageOf } from '../i18n/languages';
import { App } from './app/app';
import { applyDocumentLanguage, storedLang } from './lib/language';
import './styles.css';

const lang = storedLang();
applyDocumentLanguage(lang);
await loadLocaleAsync(languageOf(lang).tag);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App initialLang={lang} />
  </StrictMode>,
);
