/** The Hub's e-mails: the same words as plain text and as simple HTML, one button for the message's action. */
import type { Mail } from './mailer.js';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const SIGNATURE = 'Equipe do Hub de Marketing Digital';

export function htmlMail({
  to,
  subject,
  paragraphs,
  action,
  after,
}: {
  to: string;
  subject: string;
  /** Before the button. */
  paragraphs: string[];
  action: { label: string; href: string };
  /** After the button. */
  after: string[];
}): Mail {
  const text = [...paragraphs, action.href, ...after, SIGNATURE].join('\n\n');
  const p = (t: string) => `<p>${escapeHtml(t)}</p>`;
  const html = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f2937; line-height: 1.5">
${paragraphs.map(p).join('\n')}
<p><a href="${escapeHtml(action.href)}" style="display: inline-block; background: #4338ca; color: #ffffff; padding: 12px 20px; border-radius: 8px; text-decoration: none; font-weight: 600">${escapeHtml(action.label)}</a></p>
<p>Se o botão não funcionar, copie e cole este endereço no navegador:<br>${escapeHtml(action.href)}</p>
${after.map(p).join('\n')}
${p(SIGNATURE)}
</body>
</html>`;
  return { to, subject, text, html };
}
