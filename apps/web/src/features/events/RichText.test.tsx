import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './EventSections';

/** What the server stores and serves for a host's rich text (platform/text/rich-text.ts `cleanRichText`), as readers see it. */
describe('a host’s rich text as the server serves it', () => {
  it('shows plain text as typed, with its line breaks and no entities', () => {
    render(<RichText text={'Giá vé < 100.000 đ & có nước\nMang đàn theo'} testId="text" />);
    const shown = screen.getByTestId('text');
    expect(shown.tagName).toBe('P');
    expect(shown.textContent).toBe('Giá vé < 100.000 đ & có nước\nMang đàn theo');
  });

  it('shows the paragraphs left once a hidden tag was dropped with “&”, not “&amp;”', () => {
    // The server's answer for 'Giá rẻ <svg/onload=alert(1)>& quà\nDòng hai\n\nĐoạn hai'.
    render(<RichText text="<p>Giá rẻ &amp; quà<br />Dòng hai</p><p>Đoạn hai</p>" testId="text" />);
    const shown = screen.getByTestId('text');
    expect(shown.innerHTML).toBe('<p>Giá rẻ &amp; quà<br>Dòng hai</p><p>Đoạn hai</p>');
    expect(shown.textContent).toBe('Giá rẻ & quàDòng haiĐoạn hai');
  });
});
