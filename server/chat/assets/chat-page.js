// @ts-check
/*
 * The chat page's behaviour: lists the partner's earlier messages and sends new ones. The
 * partner is known by the portal's token, which this page (on the portal's own origin) reads
 * from local storage and sends in the `token` header, never in an address. Every text from the
 * server goes into the page as text, never as markup.
 */
(() => {
  const form = /** @type {HTMLFormElement} */ (document.getElementById('chat-form'));
  const field = /** @type {HTMLTextAreaElement} */ (document.getElementById('chat-body'));
  const error = /** @type {HTMLElement} */ (document.getElementById('chat-error'));
  const status = /** @type {HTMLElement} */ (document.getElementById('chat-status'));
  const history = /** @type {HTMLOListElement} */ (document.getElementById('chat-history'));
  const historyState = /** @type {HTMLElement} */ (document.getElementById('chat-history-state'));
  const text = form.dataset;
  const endpoint = text.messages ?? '';
  const lang = document.body.dataset.lang ?? 'en';
  const CODE_OK = Number(text.codeOk);
  const CODE_FAIL = Number(text.codeFail);
  const when = new Intl.DateTimeFormat(document.documentElement.lang || 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  let busy = false;

  /** @returns {string | null} */
  function token() {
    try {
      return window.localStorage.getItem('token');
    } catch {
      return null;
    }
  }

  /**
   * @param {'GET' | 'POST'} method
   * @param {unknown} [body]
   * @returns {Promise<{ code: number; msg: string; data?: any }>}
   */
  async function call(method, body) {
    /** @type {Record<string, string>} */
    const headers = { lang, accept: 'application/json' };
    const value = token();
    if (value) headers.token = value;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(endpoint, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
      credentials: 'omit',
    });
    return response.json();
  }

  /** @param {{ id: number; body: string; created_at: string }} message */
  function show(message) {
    const item = document.createElement('li');
    const time = document.createElement('time');
    time.dateTime = message.created_at;
    time.textContent = when.format(new Date(message.created_at));
    const body = document.createElement('p');
    body.textContent = message.body;
    item.append(time, body);
    history.append(item);
    history.hidden = false;
    historyState.hidden = true;
  }

  /** @param {string} message */
  function showFieldError(message) {
    error.textContent = message;
    error.hidden = false;
    field.setAttribute('aria-invalid', 'true');
    field.setAttribute('aria-describedby', 'chat-hint chat-error');
    field.focus();
  }

  function clearFieldError() {
    error.textContent = '';
    error.hidden = true;
    field.removeAttribute('aria-invalid');
    field.setAttribute('aria-describedby', 'chat-hint');
  }

  async function load() {
    try {
      const answer = await call('GET');
      if (answer.code !== CODE_OK) {
        historyState.textContent = answer.msg;
        return;
      }
      /** @type {{ id: number; body: string; created_at: string }[]} */
      const list = answer.data?.messages ?? [];
      history.replaceChildren();
      list.forEach(show);
      if (list.length === 0) historyState.textContent = text.empty ?? '';
    } catch {
      historyState.textContent = text.loadFailed ?? '';
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    clearFieldError();
    status.textContent = text.sending ?? '';
    call('POST', { body: field.value })
      .then((answer) => {
        if (answer.code === CODE_OK) {
          field.value = '';
          show(answer.data);
          status.textContent = answer.msg;
        } else if (answer.code === CODE_FAIL) {
          status.textContent = '';
          showFieldError(answer.msg);
        } else {
          // The session ended or there is none: the server says so in the partner's language.
          status.textContent = answer.msg;
        }
      })
      .catch(() => {
        status.textContent = text.failed ?? '';
      })
      .finally(() => {
        busy = false;
      });
  });

  void load();
})();
