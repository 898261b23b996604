import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';

afterEach(cleanup);

describe('a button that cannot act', () => {
  it('keeps its focus and says it is unavailable, and a press does nothing', () => {
    const press = vi.fn();
    const { rerender } = render(
      <Button unavailable={false} onClick={press}>
        Add to cart
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Add to cart' });
    button.focus();
    fireEvent.click(button);
    expect(press).toHaveBeenCalledTimes(1);
    rerender(
      <Button unavailable onClick={press}>
        Add to cart
      </Button>,
    );
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button).toHaveProperty('disabled', false);
    fireEvent.click(button);
    expect(press).toHaveBeenCalledTimes(1);
  });

  it('does not send its form', () => {
    const submit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={submit}>
        <input aria-label="Name" />
        <Button type="submit" unavailable>
          Save
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).not.toHaveBeenCalled();
  });

  it('is a plain button unless told otherwise, without aria-disabled while it can act', () => {
    render(<Button unavailable={false}>Open</Button>);
    const button = screen.getByRole('button', { name: 'Open' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.hasAttribute('aria-disabled')).toBe(false);
  });
});
