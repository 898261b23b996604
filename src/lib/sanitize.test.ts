import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('server HTML', () => {
  it('loses scripts, handlers, javascript: links, styles, forms and frames', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">Hi<script>steal()</script></p>' +
        '<a href="javascript:steal()">x</a><iframe src="https://evil.example"></iframe>' +
        '<form action="/x"><input name="a"></form><p style="position:fixed">styled</p>' +
        '<img src="x.png" onerror="steal()">',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe|<form|<input|style=/i);
    expect(clean).toContain('<p>Hi</p>');
    expect(clean).toContain('styled');
  });

  it('keeps formatting, tables, images and links, and makes new-window links safe', () => {
    const clean = sanitizeHtml(
      '<h2>Spec</h2><table><tr><td><strong>Ports</strong></td></tr></table>' +
        '<img src="/a.png" alt="Front panel"><img src="/b.png">' +
        '<a href="https://example.org" target="_blank">site</a>',
    );
    expect(clean).toContain('<h2>Spec</h2>');
    expect(clean).toContain('<strong>Ports</strong>');
    expect(clean).toContain('alt="Front panel"');
    expect(clean).toContain('<img src="/b.png" alt="">');
    expect(clean).toContain('rel="noopener noreferrer"');
  });
});
