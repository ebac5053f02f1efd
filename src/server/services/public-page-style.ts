/**
 * The stylesheet of the public pages (shared insights, certificates), inline so a first-time visitor on a slow
 * phone gets the page in one request. Colours match the app's light theme; contrast is WCAG AA or better.
 */
const BASE = `
*,*::before,*::after{box-sizing:border-box}
html{color-scheme:light;-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
font-size:1.0625rem;line-height:1.65;color:#1f2937;background:#f6f7fb}
a{color:#3730a3;text-underline-offset:2px}
a:focus-visible{outline:3px solid #4338ca;outline-offset:2px;border-radius:4px}
img{max-width:100%;height:auto}
.top{display:flex;align-items:center;justify-content:space-between;gap:12px;max-width:46rem;margin:0 auto;
padding:14px 16px}
.brand{display:inline-flex;align-items:center;gap:10px;font-weight:700;color:#1e1b4b;text-decoration:none}
.wrap{max-width:46rem;margin:0 auto;padding:0 16px 32px}
.card{background:#fff;border:1px solid #e5e7eb;border-radius:16px;padding:20px}
.muted{color:#4b5563;font-size:.95rem}
h1{font-size:1.6rem;line-height:1.25;margin:.3em 0 .5em;color:#111827}
h2{font-size:1.2rem;line-height:1.3;margin:1.4em 0 .5em;color:#111827}
h3{font-size:1.05rem;margin:1.2em 0 .4em}
.button{display:inline-block;padding:12px 20px;border-radius:12px;background:#4338ca;color:#fff;font-weight:700;
text-decoration:none}
.button:hover{background:#3730a3}
.foot{max-width:46rem;margin:0 auto;padding:0 16px 32px;color:#4b5563;font-size:.9rem}
@media (min-width:640px){.card{padding:32px}h1{font-size:2rem}}
`;

export const INSIGHT_STYLE = `${BASE}
.lead{font-size:1.1rem;font-weight:600;color:#1f2937}
.prose{overflow-wrap:anywhere}
.sources{margin-top:24px;font-size:.92rem;color:#374151;overflow-wrap:anywhere}
.sources h2{font-size:1.05rem}
.sources ul{padding-left:1.2em}
.sources li{margin-bottom:.5em}
.prose ul,.prose ol{padding-left:1.3em}
.prose li{margin-bottom:.3em}
.prose blockquote{margin:1em 0;padding:8px 14px;border-left:4px solid #4338ca;background:#eef2ff;
border-radius:0 8px 8px 0}
.prose pre{overflow-x:auto;padding:10px 12px;border-radius:8px;background:#f3f4f6}
.prose code{background:#f3f4f6;padding:1px 4px;border-radius:4px}
.prose pre code{padding:0;white-space:pre}
.table-wrap{overflow-x:auto;margin:1em 0}
.prose table{border-collapse:collapse;min-width:100%;font-size:.92rem}
.prose th,.prose td{border:1px solid #d1d5db;padding:6px 8px;text-align:left;vertical-align:top}
.prose th{background:#f3f4f6}
.cta{margin-top:20px;background:#eef2ff;border:1px solid #c7d2fe;border-radius:16px;padding:20px}
.cta h2{margin-top:0}
.cta .actions{display:flex;flex-wrap:wrap;align-items:center;gap:12px 20px;margin-top:12px}
`;

export const CERTIFICATE_STYLE = `${BASE}
.certificate{background:#fff;border:6px solid #4338ca;border-radius:16px;padding:24px 20px;text-align:center}
.valid{display:inline-block;margin:0 0 8px;padding:4px 14px;border-radius:999px;background:#dcfce7;
color:#14532d;font-weight:700}
.kicker{margin:8px 0 0;line-height:1.4;letter-spacing:.12em;text-transform:uppercase;color:#3730a3;font-weight:700;font-size:.9rem}
.name{font-size:1.9rem;line-height:1.2;font-weight:800;color:#1e1b4b;margin:.2em 0 .3em;overflow-wrap:anywhere}
.verified{text-align:left;margin:8px auto 0;padding-left:1.4em;max-width:40rem}
.verified li{margin-bottom:4px}
.chapters{text-align:left;margin:8px auto 0;padding-left:1.6em;max-width:40rem;columns:1;font-size:.95rem}
.chapters li{break-inside:avoid;margin-bottom:2px}
.verify{margin-top:20px;overflow-wrap:anywhere}
.code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;overflow-wrap:anywhere}
.actions{display:flex;flex-wrap:wrap;justify-content:center;align-items:center;gap:12px 20px;margin:20px 0 0}
@media (min-width:640px){.certificate{padding:40px}.name{font-size:2.4rem}.chapters{columns:2;column-gap:32px}}
@page{size:A4;margin:12mm}
@media print{
  body{background:#fff;font-size:11pt;line-height:1.45}
  .top,.actions,.foot{display:none}
  .wrap{max-width:none;padding:0}
  /* Fills the sheet (273 mm of A4 inside the margins) without reaching its end. */
  .certificate{border-width:4px;padding:14mm 12mm;min-height:250mm;display:flex;flex-direction:column;
  align-items:center;justify-content:center;break-inside:avoid;page-break-inside:avoid}
  .name{font-size:26pt}
  .chapters{columns:2;column-gap:10mm;font-size:10pt}
  a{color:inherit;text-decoration:none}
}
`;
