#!/usr/bin/env node
/**
 * How fast can a certificate be had without studying? Against a running server (default
 * http://localhost:3000), as two clients: one that only taps "Marcar como concluído" on every chapter, and a
 * script that also passes every chapter quiz from the keys the app ships, writes a final project that passes its
 * checks, and guesses the final exam. Prints what each got and when.
 *
 *   node scripts/probe-certificate.mjs [base-url]
 */
import { randomUUID } from 'node:crypto';

const base = process.argv[2] ?? 'http://localhost:3000';
const t0 = Date.now();
const ms = () => `${Date.now() - t0} ms`;

function client() {
  let cookie = '';
  return async function call(method, path, body) {
    const res = await fetch(base + path, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        origin: base,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0];
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, json };
  };
}
const event = (fields) => ({ id: randomUUID(), occurredAt: new Date().toISOString(), ...fields });

async function signUp(call, name) {
  const email = `sonda-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  const res = await call('POST', '/api/auth/register', { name, email, password: 'sonda-segura-2026' });
  if (res.status !== 201) throw new Error(`cadastro: ${res.status} ${JSON.stringify(res.json)}`);
}

const catalogue = await (await fetch(`${base}/content/catalogue.json`)).json();
const ids = catalogue.chapters.map((c) => c.id);

// 1. Only taps.
{
  const call = client();
  await signUp(call, 'Sonda Toques');
  const done = await call('POST', '/api/events', {
    events: ids.map((id) => event({ type: 'chapter.completed', chapterId: id })),
  });
  const cert = await call('POST', '/api/me/certificate');
  const exam = await call('GET', '/api/exam');
  console.log(
    `Só toques: ${done.json.snapshot.progress.points} pontos; certificado → ${cert.status} "${cert.json?.error?.message}"; prova: ${exam.json?.state} (${ms()})`,
  );
}

// 2. A script with the shipped quiz keys, a plan that passes, and guesses at the exam.
{
  const call = client();
  await signUp(call, 'Sonda Roteiro');
  const chapters = await Promise.all(
    ids.map(async (id) => (await fetch(`${base}/content/chapters/${id}.json`)).json()),
  );
  const quizzes = await call('POST', '/api/events', {
    events: chapters.map((c) =>
      event({ type: 'quiz.submitted', chapterId: c.id, answers: c.quiz.slice(0, 5).map((q) => q.answer) }),
    ),
  });
  const words = (n, seed) =>
    Array.from(
      { length: n },
      (_, i) => `${seed}${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`,
    ).join(' ');
  const plan = {
    caseId: null,
    business: words(6, 'negocio'),
    persona: words(16, 'pessoa'),
    objectives: [{ objective: words(4, 'meta'), kpi: 'pedidos', target: 'de 10 para 20' }],
    funnel: { topo: words(6, 'topo'), meio: words(6, 'meio'), fundo: words(6, 'fundo') },
    channels: [
      {
        channel: 'Instagram',
        role: words(4, 'papel'),
        budget: 1000,
        expected: `${words(3, 'result')} 40 pedidos`,
      },
    ],
    totalBudget: 1000,
    weeks: Array.from({ length: 12 }, (_, i) => words(3, `semana${String.fromCharCode(97 + i)}`)),
    measurement: words(13, 'medida'),
    compliance: { lgpd: true, conar: true, cdc: true, eca: true },
  };
  const planned = await call('POST', '/api/events', {
    events: [event({ type: 'plan.updated', patch: plan }), event({ type: 'plan.completed' })],
  });
  const planResult = planned.json.results[1];
  const started = await call('POST', '/api/exam/attempts');
  let result = started.json;
  if (started.status === 201) {
    const attempt = started.json.attempt;
    for (const q of attempt.questions)
      await call('PUT', `/api/exam/attempts/${attempt.id}/answers/${q.id}`, {
        answer: Math.floor(Math.random() * 4),
      });
    result = (await call('POST', `/api/exam/attempts/${attempt.id}/finish`)).json;
  }
  const again = await call('POST', '/api/exam/attempts');
  const cert = await call('POST', '/api/me/certificate');
  console.log(
    `Roteiro: quizzes ${quizzes.json.snapshot.progress.points} pontos; plano ${planResult.status}${planResult.error ? ` ("${planResult.error.message}")` : ''}; ` +
      `prova ${started.status} → ${result?.last?.percent ?? '?'}% (${result?.state}); nova tentativa → ${again.status} "${again.json?.error?.message}"; ` +
      `certificado → ${cert.status} "${cert.json?.error?.message}" (${ms()})`,
  );
  const league = await call('GET', '/api/league');
  const me = league.json?.group?.members?.find((m) => m.me);
  console.log(`Liga do roteiro: ${me ? `${me.points} pontos (posição ${me.rank})` : 'fora de grupo'}`);
}
