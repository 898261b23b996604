import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TAKEN_OVER_EVENT } from './app/take-over';
import { boot, holdActs } from './boot';

/**
 * A page rendered on the server is shown before the app's code is in; what the visitor does
 * meanwhile is held and done again once the app has the page (src/boot.ts). Here a real React
 * form is rendered to HTML, acted on as the browser would, then hydrated.
 */

function Form() {
  const [name, setName] = useState('');
  const [notes, setNotes] = useState('');
  const [rows, setRows] = useState('20');
  const [agreed, setAgreed] = useState(false);
  const [presses, setPresses] = useState(0);
  const [key, setKey] = useState('');
  const [sent, setSent] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    setSent(name);
  };
  return (
    <form onSubmit={send}>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <textarea
        aria-label="Notes"
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      <select aria-label="Rows" value={rows} onChange={(event) => setRows(event.target.value)}>
        <option>20</option>
        <option>50</option>
      </select>
      <input
        type="checkbox"
        aria-label="Agree"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      <button
        type="button"
        onClick={() => setPresses((count) => count + 1)}
        onKeyDown={(event) => setKey(event.key)}
      >
        <svg aria-hidden="true">
          <path d="M0 0h1" />
        </svg>
        Press
      </button>
      <button type="submit">Send</button>
      <output>{[name, notes, rows, agreed, presses, key, sent].join('|')}</output>
    </form>
  );
}

let container: HTMLDivElement;
let root: Root | null = null;

beforeEach(() => {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  document.querySelectorAll('script').forEach((script) => script.remove());
  vi.useRealTimers();
});

const field = <T extends Element>(selector: string) => {
  const element = container.querySelector<T>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
};
const shown = () => field('output').textContent;

/** What the browser does when the visitor types: the value changes, then `input` is sent. */
function type(element: HTMLInputElement | HTMLTextAreaElement, text: string) {
  element.value = text;
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

async function takeOver() {
  await act(async () => {
    root = hydrateRoot(container, <Form />);
    await Promise.resolve();
  });
}

describe('the first script of a rendered page', () => {
  it('does again, in order, what the visitor did before the app had the page', async () => {
    const release = holdActs(document);
    type(field('input[aria-label="Name"]'), 'Ana');
    type(field('textarea'), 'Fast, please');
    choose(field('select'), '50');
    const tick = new MouseEvent('click', { bubbles: true, cancelable: true });
    field('input[type="checkbox"]').dispatchEvent(tick);
    expect(tick.defaultPrevented).toBe(true);
    // A click on the button's icon is the button's.
    field('path').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    field('button[type="button"]').dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
    );
    // A letter typed is the field's own; only the keys menus answer are held.
    field('button[type="button"]').dispatchEvent(
      new KeyboardEvent('keydown', { key: 'x', bubbles: true, cancelable: true }),
    );
    field<HTMLButtonElement>('button[type="submit"]').click();

    await takeOver();
    // Taken over, but not yet said so: the app's effects have not all run; still held.
    field<HTMLButtonElement>('button[type="button"]').click();
    expect(shown()).toBe('||20|false|0||');

    await act(() => release());
    expect(shown()).toBe('Ana|Fast, please|50|true|2|Escape|Ana');
    // Released: the app has the page alone.
    act(() => field<HTMLButtonElement>('button[type="button"]').click());
    expect(shown()).toBe('Ana|Fast, please|50|true|3|Escape|Ana');
  });

  it('leaves a click with a modifier, another button or on no element to the browser', async () => {
    const release = holdActs(document);
    const withCtrl = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    const middle = new MouseEvent('click', { bubbles: true, cancelable: true, button: 1 });
    field('button[type="button"]').dispatchEvent(withCtrl);
    field('button[type="button"]').dispatchEvent(middle);
    const onDocument = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.dispatchEvent(onDocument);
    expect([withCtrl, middle, onDocument].map((event) => event.defaultPrevented)).toEqual([
      false,
      false,
      false,
    ]);
    await release();
  });

  it('sends a form without a submit button, and skips what is no longer in the page', async () => {
    const release = holdActs(document);
    const form = field<HTMLFormElement>('form');
    const submitted = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
    const gone = document.createElement('input');
    document.body.append(gone);
    type(gone, 'lost');
    gone.remove();
    type(field('input[aria-label="Name"]'), 'Bo');
    await takeOver();
    await act(() => release());
    // Sent first, before the name was given back to the app: sent without it.
    expect(shown()).toBe('Bo||20|false|0||');
  });

  it('starts only on a page that lists code, and is released by the app under the shared name', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
    boot(document);
    field<HTMLButtonElement>('button[type="button"]').click();
    const script = document.createElement('script');
    script.setAttribute('data-code', '/assets/screen.js /assets/index.js');
    document.head.append(script);
    boot(document);
    field<HTMLButtonElement>('button[type="button"]').click();
    await takeOver();
    expect(shown()).toBe('||20|false|0||');
    await act(async () => {
      document.dispatchEvent(new Event(TAKEN_OVER_EVENT));
      await vi.waitFor(() => expect(script.hasAttribute('data-code')).toBe(false));
    });
    // The first click came before any page listed code: nothing held it, nothing replays it.
    expect(shown()).toBe('||20|false|1||');
  });

  it('leaves the page to the browser when its code cannot be loaded', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
    const script = document.createElement('script');
    script.setAttribute('data-code', '/assets/missing-screen.js');
    document.head.append(script);
    boot(document);
    const button = field<HTMLButtonElement>('button[type="button"]');
    const seen: string[] = [];
    button.addEventListener('click', () => seen.push('click'));
    const box = field<HTMLInputElement>('input[type="checkbox"]');
    box.addEventListener('change', () => seen.push('box'));
    button.click();
    // A box changes by its click alone; its change is not a value to give back.
    box.dispatchEvent(new Event('change', { bubbles: true }));
    expect(seen).toEqual(['box']);
    vi.runAllTimers();
    await vi.waitFor(() => expect(seen).toEqual(['box', 'click']));
    await vi.waitFor(() => expect(script.hasAttribute('data-code')).toBe(false));
  });
});
