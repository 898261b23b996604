import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState, type RefObject } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { onDemand, useOnDemand } from './on-demand';

/** A widget whose button opens a panel, as a pop-over does. */
function Widget({ triggerRef }: { triggerRef: RefObject<HTMLButtonElement | null> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button ref={triggerRef} type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Partners
      </button>
      {open ? <p>Become a partner</p> : null}
    </>
  );
}

/** A module whose arrival the test decides. */
function deferredModule() {
  let arrive: () => void = () => {};
  const module = onDemand(
    () =>
      new Promise<{ Widget: typeof Widget }>((resolve) => {
        arrive = () => resolve({ Widget });
      }),
  );
  return {
    module,
    arrive: async () => {
      arrive();
      await module.load();
    },
  };
}

function Menu({ module }: { module: ReturnType<typeof deferredModule>['module'] }) {
  const { loaded, triggerRef, standIn } = useOnDemand(module);
  if (loaded) return <loaded.Widget triggerRef={triggerRef} />;
  return <button {...standIn}>Partners</button>;
}

describe('a widget whose code loads on demand', () => {
  afterEach(cleanup);

  it('opens for a click made before its code came', async () => {
    const { module, arrive } = deferredModule();
    render(<Menu module={module} />);
    fireEvent.click(screen.getByRole('button', { name: 'Partners' }));
    await act(arrive);
    expect(screen.getByText('Become a partner')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Partners' }));
  });

  it('keeps the stand-in under a press until its release, and then opens', async () => {
    const { module, arrive } = deferredModule();
    render(<Menu module={module} />);
    const standIn = screen.getByRole('button', { name: 'Partners' });
    // The pointer comes over the button (the code starts loading) and presses it; the code
    // arrives before the release. Swapped now, the button under the pointer would be gone and
    // the browser would send the click to no button at all.
    fireEvent.pointerEnter(standIn);
    fireEvent.pointerDown(standIn);
    await act(arrive);
    expect(screen.getByRole('button', { name: 'Partners' })).toBe(standIn);
    fireEvent.click(standIn);
    await act(() => Promise.resolve());
    expect(screen.getByText('Become a partner')).toBeTruthy();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Partners', expanded: true }),
    );
  });

  it('takes the widget, closed, when a press is dragged away', async () => {
    const { module, arrive } = deferredModule();
    render(<Menu module={module} />);
    const standIn = screen.getByRole('button', { name: 'Partners' });
    fireEvent.pointerDown(standIn);
    await act(arrive);
    fireEvent.pointerLeave(standIn);
    await act(() => Promise.resolve());
    expect(screen.getByRole('button', { name: 'Partners', expanded: false })).not.toBe(standIn);
    expect(screen.queryByText('Become a partner')).toBeNull();
  });

  it('stays closed when the pointer only passed over the button', async () => {
    const { module, arrive } = deferredModule();
    render(<Menu module={module} />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Partners' }));
    await act(arrive);
    expect(screen.queryByText('Become a partner')).toBeNull();
  });
});
