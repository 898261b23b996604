/**
 * Moves focus once the screen has rendered what an action changed (the next frame), to the
 * element `target` names then, unless the person has gone on in the meantime: a key pressed or a
 * pointer put down since the move was asked for leaves focus where they put it. On a busy machine
 * the frame can come after the next key; moving focus then would send that key's work back to
 * where it came from (a keyboard user who tabbed on from a closed dialog found themselves on its
 * opener again).
 *
 * `target` is asked in that frame; answering null or undefined (nothing to focus any more, or it
 * has moved focus itself) leaves focus alone.
 */
export function focusLater(target: () => HTMLElement | null | undefined): void {
  let wentOn = false;
  const goOn = () => {
    wentOn = true;
  };
  const events = ['keydown', 'pointerdown'] as const;
  for (const event of events) document.addEventListener(event, goOn, { capture: true });
  requestAnimationFrame(() => {
    for (const event of events) document.removeEventListener(event, goOn, { capture: true });
    if (wentOn) return;
    target()?.focus();
  });
}
