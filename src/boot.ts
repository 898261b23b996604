/**
 * The only script a page rendered on the server starts with
 * (docs/decisions/154-code-after-the-first-paint.md). The page shows, and its largest picture
 * paints, before any of the app's code is asked for: the code (the page's screens and the app's
 * entry, listed in this script's `data-code` by server/site/pages.ts) comes after the page's
 * `load` and the frame that paints it. Until the app has the page, what the visitor does is held
 * here and done again once it has: clicks (a link followed, a button pressed, a box ticked), what
 * is typed or chosen in a field, a form sent, and the keys that menus and dialogs answer. This
 * file imports nothing, so that nothing of the app runs before it; it names again the event the
 * app sends (src/app/take-over.ts), and src/boot.test.tsx releases it under the app's name.
 */

const TAKEN_OVER_EVENT = 'portal:taken-over';
const CODE_ATTRIBUTE = 'data-code';

/** How long after its code is in the app may take to say it has the page. */
const TAKEOVER_WAIT_MS = 10_000;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type Act =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'value'; field: Field; typed: string }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: 'key'; target: Element; init: KeyboardEventInit };

/** Keys that menus, dialogs and lists answer, and the page as rendered does not. */
const ANSWERED_KEYS = new Set([
  'Escape',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

const HELD_EVENTS = ['click', 'input', 'change', 'submit', 'keydown'] as const;

/** The element itself or its nearest HTML ancestor (a click may land on a button's icon). */
function htmlElementOf(target: EventTarget | null): HTMLElement | null {
  let element = target instanceof Element ? target : null;
  while (element && !(element instanceof HTMLElement)) element = element.parentElement;
  return element;
}

/** A field whose value the visitor sets by typing or choosing (not by a click: boxes). */
function valueField(target: EventTarget | null): Field | null {
  if (target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) return target;
  if (target instanceof HTMLInputElement && target.type !== 'checkbox' && target.type !== 'radio')
    return target;
  return null;
}

/**
 * Sets a field's value as the visitor left it so that the app sees it changed. React keeps the
 * value it last knew on the element, through its `value` property, and calls `onChange` only
 * when the element's value differs from it: the value it rendered is given back through that
 * property, the visitor's is put in place past it, and the event the field sends is sent.
 */
function replayValue(field: Field, typed: string): void {
  if (
    field instanceof HTMLSelectElement ||
    (field instanceof HTMLInputElement && field.type === 'file')
  ) {
    if (field instanceof HTMLSelectElement) field.value = typed;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = field.defaultValue;
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function replay(act: Act): void {
  switch (act.kind) {
    case 'click':
      if (act.target.isConnected) act.target.click();
      return;
    case 'value':
      if (act.field.isConnected) replayValue(act.field, act.typed);
      return;
    case 'submit': {
      if (!act.form.isConnected) return;
      const submitter = act.submitter;
      const own =
        (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) &&
        submitter.form === act.form;
      if (own) act.form.requestSubmit(submitter);
      else act.form.requestSubmit();
      return;
    }
    case 'key':
      if (act.target.isConnected) act.target.dispatchEvent(new KeyboardEvent('keydown', act.init));
  }
}

/** A turn of the event loop: the app renders what an act changed (React does it in a microtask). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Holds what the visitor does in `doc` from now on. The answer does it again, in order, one act
 * at a time with the app rendering in between (a search sent after its words were typed finds
 * them); what the visitor does meanwhile is held behind it. Then the app has the page alone.
 */
export function holdActs(doc: Document): () => Promise<void> {
  const held: Act[] = [];
  let replaying = false;
  const listener = (event: Event) => {
    if (!replaying) hold(held, event);
  };
  for (const type of HELD_EVENTS) doc.addEventListener(type, listener, true);
  let released: Promise<void> | null = null;
  const release = async () => {
    // The app's own renders right after the takeover first (what waited for it, such as the
    // browser-only parts), so that they do not undo what is done again.
    await nextTask();
    for (let act = held.shift(); act; act = held.shift()) {
      replaying = true;
      try {
        replay(act);
      } finally {
        replaying = false;
      }
      await nextTask();
    }
    for (const type of HELD_EVENTS) doc.removeEventListener(type, listener, true);
  };
  return () => (released ??= release());
}

function hold(held: Act[], event: Event): void {
  if (event instanceof MouseEvent && event.type === 'click') {
    // A click with a modifier (a link in a new tab) or another button is the browser's own.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
      return;
    const target = htmlElementOf(event.target);
    if (!target) return;
    event.preventDefault();
    held.push({ kind: 'click', target });
  } else if (event.type === 'input' || event.type === 'change') {
    const field = valueField(event.target);
    if (!field) return;
    // The value as the visitor leaves it: the app, rendering after an earlier act, puts the
    // fields it controls back to what it knows.
    const earlier = held.find((act) => act.kind === 'value' && act.field === field);
    if (earlier?.kind === 'value') earlier.typed = field.value;
    else held.push({ kind: 'value', field, typed: field.value });
  } else if (event instanceof SubmitEvent && event.target instanceof HTMLFormElement) {
    event.preventDefault();
    held.push({ kind: 'submit', form: event.target, submitter: event.submitter });
  } else if (event instanceof KeyboardEvent && ANSWERED_KEYS.has(event.key)) {
    if (!(event.target instanceof Element)) return;
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
    held.push({
      kind: 'key',
      target: event.target,
      init: { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true },
    });
  } else {
    return;
  }
  // Held, so the app does not also see it while it is taking the page over.
  event.stopPropagation();
}

/**
 * Starts a rendered page: holds what the visitor does until the app says it has the page, and
 * loads the code this script lists once the page has painted what it shows. Code that cannot be loaded leaves the
 * page as rendered, what was held done by the browser alone (links followed as plain links).
 */
export function boot(doc: Document): void {
  const script = doc.querySelector(`script[${CODE_ATTRIBUTE}]`);
  const list = script?.getAttribute(CODE_ATTRIBUTE);
  if (!script || !list) return;
  const release = holdActs(doc);
  // Once done, the script says so by dropping its list (what the browser suites wait for).
  const done = () => {
    void release().then(() => script.removeAttribute(CODE_ATTRIBUTE));
  };
  doc.addEventListener(TAKEN_OVER_EVENT, done, { once: true });
  const code = list.split(' ').filter(Boolean);
  const load = () =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        Promise.all(code.map((file) => import(/* @vite-ignore */ file)))
          // Should the app never say so (a failure of its own), the page is not left deaf.
          .then(() => setTimeout(done, TAKEOVER_WAIT_MS), done);
      }, 0),
    );
  // After the page's `load` (its pictures are in) and the frame that paints them.
  if (doc.readyState === 'complete') load();
  else doc.defaultView?.addEventListener('load', load, { once: true });
}

boot(document);
