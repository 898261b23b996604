import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

/**
 * A module that loads once, on first use, and is then at hand synchronously: the code of a
 * widget that is closed on the first paint (docs/decisions/133-first-load-budget.md).
 */
export interface OnDemandModule<T> {
  /** The module when it has arrived; null before. */
  current: () => T | null;
  load: () => Promise<T>;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemandModule<T> {
  let value: T | null = null;
  let promise: Promise<T> | null = null;
  return {
    current: () => value,
    load: () =>
      (promise ??= importer().then(
        (module) => (value = module),
        (error: unknown) => {
          // A failed load (the network, a new build) may be tried again on the next reach.
          promise = null;
          throw error;
        },
      )),
  };
}

/** What the user did to the stand-in before the widget's code was there. */
type Reach = 'click' | { key: string } | null;

/** Props for the stand-in button, which looks and reads like the widget's closed button. */
export interface StandInProps {
  type: 'button';
  'aria-expanded': false;
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onPointerLeave: () => void;
  onTouchStart: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/**
 * A widget that is closed on the first paint, such as a menu or a pop-over: until the user
 * reaches for it (points at it, touches it, moves the focus to it) a stand-in button of the same
 * look is shown and no code of the widget is fetched. Then the module loads and the widget takes
 * the stand-in's place; the focus moves to its button, and a click, or one of `keys`, that came
 * before the code is passed on to it. Code that arrives while the stand-in is pressed waits for
 * the release: swapped under the pointer, the stand-in would take the click with it.
 */
export function useOnDemand<T>(
  module: OnDemandModule<T>,
  keys: readonly string[] = [],
): {
  loaded: T | null;
  /** For the widget's own button. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  standIn: StandInProps;
} {
  const [loaded, setLoaded] = useState<T | null>(module.current);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const focused = useRef(false);
  const reach = useRef<Reach>(null);
  const pressed = useRef(false);
  const held = useRef<T | null>(null);

  const show = (arrived: T) => {
    if (pressed.current) held.current = arrived;
    else setLoaded(arrived);
  };
  const release = () => {
    pressed.current = false;
    if (held.current) setLoaded(held.current);
  };
  const fetchModule = () => {
    if (loaded) return;
    module.load().then(show, () => {
      // Nothing to show: the stand-in stays, and the next reach tries again.
    });
  };

  useEffect(() => {
    const button = triggerRef.current;
    if (!loaded || !button) return;
    const pending = reach.current;
    reach.current = null;
    if (focused.current || pending) button.focus();
    focused.current = false;
    if (pending === 'click') button.click();
    else if (pending) {
      button.dispatchEvent(new KeyboardEvent('keydown', { key: pending.key, bubbles: true }));
    }
  }, [loaded]);

  return {
    loaded,
    triggerRef,
    standIn: {
      type: 'button',
      'aria-expanded': false,
      onPointerEnter: fetchModule,
      onPointerDown: () => {
        pressed.current = true;
        fetchModule();
      },
      // Pressed and dragged away: no click will come.
      onPointerLeave: release,
      onTouchStart: fetchModule,
      onFocus: () => {
        focused.current = true;
        fetchModule();
      },
      onBlur: () => {
        focused.current = false;
      },
      onClick: () => {
        reach.current = 'click';
        release();
        fetchModule();
      },
      onKeyDown: (event) => {
        if (!keys.includes(event.key)) return;
        event.preventDefault();
        reach.current = { key: event.key };
        fetchModule();
      },
    },
  };
}
