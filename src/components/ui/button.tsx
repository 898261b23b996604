import type { ButtonHTMLAttributes, MouseEvent } from 'react';

/**
 * A button that keeps its focus while it cannot act (its action is under way, or the form has
 * nothing new for it): it says so with `aria-disabled` and ignores presses, where `disabled`
 * would drop the keyboard user's focus to the top of the page. A submit button ignores the
 * Enter pressed in a field too, since that press arrives as its click
 * (docs/web-app.md).
 */
export function Button({
  unavailable,
  onClick,
  type = 'button',
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> & { unavailable: boolean }) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (unavailable) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return <button {...props} type={type} aria-disabled={unavailable || undefined} onClick={press} />;
}
