import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HeadOfficeText } from './head-office-text';

describe('a text head office set', () => {
  it('is marked as Chinese when it is written in Chinese characters', () => {
    // jsdom has no canvas to tell whether the machine has a Chinese font.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    render(<HeadOfficeText text="京ICP备09054261号-2" />);
    expect(screen.getByText('京ICP备09054261号-2').getAttribute('lang')).toBe('zh-Hans');
  });

  it('keeps the language of the page otherwise', () => {
    const { container } = render(
      <p>
        <HeadOfficeText text="© 2026 DCN Networks Co., Ltd. 모든 권리 보유." />
      </p>,
    );
    expect(container.innerHTML).toBe('<p>© 2026 DCN Networks Co., Ltd. 모든 권리 보유.</p>');
  });
});
