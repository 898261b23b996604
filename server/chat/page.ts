import { CODE_FAIL, CODE_OK } from '../../contract/common';
import type { Language } from '../../i18n/languages';
import { messages } from '../messages';
import { CHAT_MESSAGE_MAX } from './messages';
import escapeHtml from 'escape-html';

/** Every character that could end a text or an attribute value, as a character reference. */

/** Where the page finds its script, style and messages; all on the portal's origin. */
export interface ChatPageLinks {
  script: string;
  style: string;
  messages: string;
  /**
   * The built stylesheet of a language's web font, by the language's tag (`WEB_FONTS`): a page
   * in Korean draws its Hangul in the portal's own font, as the portal's pages do.
   */
  fontSheets: ReadonlyMap<string, string>;
}

/**
 * The chat page in one language. It carries no user data: the script reads the partner's
 * messages with the portal's token, so the page itself can be cached by nobody and shown to
 * anybody. Every text is escaped, translations included.
 */
export function renderChatPage(language: Language, links: ChatPageLinks): string {
  const t = messages(language.code).chat;
  const e = escapeHtml;
  const fontSheet = links.fontSheets.get(language.tag);
  const fontLink = fontSheet ? `<link rel="stylesheet" href="/${e(fontSheet)}">\n` : '';
  return `<!doctype html>
<html lang="${e(language.tag)}" dir="${e(language.dir)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${e(t.title())}</title>
${fontLink}<link rel="stylesheet" href="${e(links.style)}">
<script src="${e(links.script)}" defer></script>
</head>
<body data-lang="${e(language.code)}">
<main>
<h1>${e(t.heading())}</h1>
<p>${e(t.intro())}</p>
<noscript><p class="error">${e(t.noScript())}</p></noscript>
<form id="chat-form" method="post" action="${e(links.messages)}" novalidate data-messages="${e(links.messages)}" data-code-ok="${CODE_OK}" data-code-fail="${CODE_FAIL}" data-sending="${e(t.sending())}" data-failed="${e(t.failed())}" data-load-failed="${e(t.loadFailed())}" data-empty="${e(t.empty())}">
<label for="chat-body">${e(t.messageLabel())}</label>
<p id="chat-hint" class="hint">${e(t.messageHint({ max: CHAT_MESSAGE_MAX }))}</p>
<p id="chat-error" class="error" hidden></p>
<textarea id="chat-body" name="body" rows="4" maxlength="${CHAT_MESSAGE_MAX}" aria-describedby="chat-hint"></textarea>
<button type="submit">${e(t.send())}</button>
</form>
<p id="chat-status" role="status"></p>
<section aria-labelledby="chat-history-heading">
<h2 id="chat-history-heading">${e(t.history())}</h2>
<p id="chat-history-state">${e(t.loading())}</p>
<ol id="chat-history" hidden></ol>
</section>
</main>
</body>
</html>
`;
}
