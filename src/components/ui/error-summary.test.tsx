import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import TypesafeI18n from '../../../i18n/i18n-react';
import { loadLocale } from '../../../i18n/i18n-util.sync';
import { ErrorSummary, type FormProblem } from './error-summary';

loadLocale('en');
afterEach(cleanup);
// jsdom lays nothing out, so it has no scrolling.
Element.prototype.scrollIntoView = () => {};

function Form({ problems, attempt }: { problems: FormProblem[]; attempt: number }) {
  return (
    <TypesafeI18n locale="en">
      <ErrorSummary problems={problems} attempt={attempt} />
      <label htmlFor="email">Email</label>
      <input id="email" />
    </TypesafeI18n>
  );
}

describe('the error summary', () => {
  it('is absent while there is no problem, and before the first submit', () => {
    const { rerender } = render(<Form problems={[]} attempt={1} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<Form problems={[{ fieldId: 'email', message: 'Email required' }]} attempt={0} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes focus after a failed submit, announces itself and links to the fields', () => {
    const problems = [
      { fieldId: 'email', message: 'Please enter the correct email address' },
      { message: 'The code has expired' },
    ];
    const { rerender } = render(<Form problems={problems} attempt={1} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('There is a problem');
    expect(document.activeElement).toBe(alert.parentElement);
    const link = screen.getByRole('link', { name: 'Please enter the correct email address' });
    expect(link.getAttribute('href')).toBe('#email');
    expect(screen.getByText('The code has expired').closest('a')).toBeNull();

    fireEvent.click(link);
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));

    rerender(<Form problems={problems} attempt={2} />);
    expect(document.activeElement).toBe(alert.parentElement);
  });
});
