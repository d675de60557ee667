import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';

// html-to-text writes headings in capitals by default; ours read as written.
const TEXT_OPTIONS = {
  selectors: ['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
};

/** One template, two parts: the HTML as rendered, and the plain text read from that same HTML. */
export async function renderMail(template: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(template);
  return { html, text: toPlainText(html, TEXT_OPTIONS) };
}
