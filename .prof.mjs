import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
const port = 3322, base = `http://127.0.0.1:${port}`;
const dir = mkdtempSync('/tmp/hubp-');
const server = spawn(process.execPath, ['dist-server/server/index.js'], { cwd: '/work/main', env: { ...process.env, PORT: String(port), DATABASE_URL: `file:${dir}/b.sqlite`, SEED_DEMO: '1', LOG_LEVEL: 'warn' }, stdio: 'inherit' });
for (let i = 0; i < 100; i++) { try { if ((await fetch(`${base}/api/health`)).ok) break; } catch { await new Promise(r => setTimeout(r, 200)); } }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await ctx.newPage();
const which = process.argv[2] ?? 'home';
if (which === 'home') {
  await page.goto(`${base}/entrar`);
  await page.getByLabel('E-mail').fill('demo@hub.com.br');
  await page.getByLabel('Senha').fill('marketing123');
  await page.getByRole('button', { name: 'Começar' }).click();
  await page.getByText('Nível 3').first().waitFor();
  await page.waitForTimeout(1500);
}
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { categories: ['devtools.timeline','disabled-by-default-devtools.timeline','v8.execute','blink.user_timing','loading'] });
const t0 = Date.now();
await page.goto(which === 'home' ? `${base}/` : `${base}/entrar`);
await (which === 'home' ? page.getByText('Nível 3').first() : page.getByRole('button', { name: 'Começar' })).waitFor();
await page.waitForTimeout(3000);
const buf = await browser.stopTracing();
writeFileSync(`/tmp/prof/${which}.trace.json`, buf);
const events = JSON.parse(buf).traceEvents;
const main = events.filter(e => e.name === 'RunTask' && e.dur > 30000 && e.ph === 'X');
// for each long task, sum direct child event durations by name
for (const t of main.sort((a,b)=>a.ts-b.ts)) {
  const kids = events.filter(e => e.tid === t.tid && e.pid === t.pid && e.ph === 'X' && e.ts >= t.ts && e.ts + (e.dur||0) <= t.ts + t.dur && e !== t && e.dur > 3000);
  const names = kids.map(k => `${k.name}${k.args?.data?.url ? '('+k.args.data.url.replace(/.*\//,'')+')' : ''}${k.args?.data?.functionName ? '['+k.args.data.functionName+']':''}:${(k.dur/1000).toFixed(0)}`).slice(0,8);
  console.log(((t.ts - main[0].ts)/1000).toFixed(0).padStart(6), (t.dur/1000).toFixed(0).padStart(5), names.join(' '));
}
process.exit(0);
const profile = {nodes:[],samples:[],timeDeltas:[]};
// self time per function
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; 
profile.samples.forEach((id, i) => { const n = byId.get(id); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*\//,'')}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`; self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0) / 1000); });
const rows = [...self].sort((a, b) => b[1] - a[1]).slice(0, 30);
for (const [k, v] of rows) console.log(v.toFixed(1).padStart(8), k);
// per url
const byUrl = new Map();
profile.samples.forEach((id, i) => { const n = byId.get(id); const k = n.callFrame.url.replace(/.*\//,'') || n.callFrame.functionName; byUrl.set(k, (byUrl.get(k) ?? 0) + (dt[i] ?? 0) / 1000); });
console.log([...byUrl].sort((a,b)=>b[1]-a[1]).slice(0,10).map(([k,v])=>`${k}: ${v.toFixed(0)}`).join('\n'));
await browser.close(); server.kill();
