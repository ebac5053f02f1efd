/**
 * Projeto final: a plan completes only with real words in every field, a budget that adds up and, for each
 * channel, the result it is expected to bring; each refusal names the step, the field (and row) and why.
 */
import { describe, expect, it } from 'vitest';
import {
  PLAN_LIMITS,
  PLAN_MINIMUMS,
  planMeetsChecks,
  planProblems,
  type CapstonePlan,
  type PlanProblem,
} from '../../src/shared/capstone';
import { PlanPatchSchema, PlanSchema } from '../../src/shared/capstone-schema';
import { distinctWordCount, realWords } from '../../src/shared/words';
import { readyPlan } from '../support/capstone';

const ZW = '\u200B\u200C\u200D\u2060\uFEFF\u00AD';

function withPlan(change: (plan: CapstonePlan) => void): CapstonePlan {
  const plan = readyPlan();
  change(plan);
  return plan;
}

/** The problems of a plan, without their messages. */
const where = (problems: PlanProblem[]) =>
  problems.map(({ step, field, index }) => (index === undefined ? { step, field } : { step, field, index }));

describe('real words', () => {
  it('counts runs of letters of two or more, accents, apostrophes and hyphens included', () => {
    expect(realWords("Ação de pós-venda com copo d’água e d'água")).toEqual([
      'ação',
      'de',
      'pós-venda',
      'com',
      'copo',
      'd’água',
      "d'água",
    ]);
    // "e" has one letter: not a word.
    expect(realWords('pão e café')).toEqual(['pão', 'café']);
    // Decomposed accents (a letter and its combining mark) are the same word as the composed one.
    expect(realWords('ac\u0327a\u0303o')).toEqual(['ação']);
    expect(distinctWordCount('Ação ação AÇÃO')).toBe(1);
  });

  it('finds none in invisible characters, dots, symbols, digits or marks alone', () => {
    for (const text of [
      '',
      '   \n\t',
      ZW.repeat(30),
      '. . . . . ....',
      '!!! ??? *** ### ---',
      '123 456 7.890',
      '\u0301\u0303\u0327 \u0300\u0301',
      '🎂🎂🎂 ❤️',
      '\u3164\u3164 \u115F\u1160',
    ]) {
      expect(realWords(text), JSON.stringify(text)).toEqual([]);
    }
    // Invisible characters neither make a word nor split one.
    expect(realWords(`bo${ZW}lo`)).toEqual(['bolo']);
  });

  it('counts each word once', () => {
    expect(distinctWordCount('bla bla bla bla bla')).toBe(1);
    expect(distinctWordCount('Bolo de cenoura, bolo de fubá')).toBe(4);
  });
});

describe('a plan with substance', () => {
  it('accepts a plan written in real pt-BR, and says so with planMeetsChecks', () => {
    expect(planProblems(readyPlan())).toEqual([]);
    expect(planMeetsChecks(readyPlan())).toBe(true);
    expect(planMeetsChecks(null)).toBe(false);
    const accented = withPlan((p) => {
      p.persona =
        'Mães atarefadas que pedem bolo de aniversário, pão de queijo e café da manhã com entrega; ' +
        'preferem atendimento rápido, preço claro e pós-venda atencioso, e confiam em indicações de vizinhas.';
    });
    expect(planProblems(accented)).toEqual([]);
  });

  it('keeps its minimums in one table', () => {
    expect(PLAN_MINIMUMS.persona.words).toBeGreaterThanOrEqual(10);
    expect(PLAN_MINIMUMS.target.number).toBe(true);
    expect(PLAN_MINIMUMS.expected.number).toBe(true);
  });

  it('refuses fields of zero-width spaces, naming the step and field', () => {
    const plan = withPlan((p) => {
      p.business = ZW.repeat(20);
      p.persona = `${ZW} `.repeat(40);
    });
    expect(planProblems(plan)).toEqual([
      {
        step: 'negocio',
        field: 'business',
        message: `Negócio: escreva pelo menos ${PLAN_MINIMUMS.business.words} palavras diferentes (agora: 0).`,
      },
      {
        step: 'persona',
        field: 'persona',
        message: `Persona: escreva pelo menos ${PLAN_MINIMUMS.persona.words} palavras diferentes (agora: 0).`,
      },
    ]);
    expect(planMeetsChecks(plan)).toBe(false);
  });

  it('refuses fields of dots, symbols or digits, in rows too, naming the row', () => {
    const plan = withPlan((p) => {
      p.objectives[0] = { objective: '...', kpi: '%%%', target: '20' };
      p.funnel.meio = '. . . . . . . .';
      p.weeks[2] = '2026';
      p.measurement = '1 2 3 4 5 6 7 8 9 10 11 12 13';
    });
    expect(where(planProblems(plan))).toEqual([
      { step: 'objetivos', field: 'objective', index: 0 },
      { step: 'objetivos', field: 'kpi', index: 0 },
      { step: 'objetivos', field: 'target', index: 0 },
      { step: 'funil', field: 'funnel.meio' },
      { step: 'calendario', field: 'week', index: 2 },
      { step: 'medicao', field: 'measurement' },
    ]);
    const messages = planProblems(plan).map((p) => p.message);
    expect(messages[0]).toBe('Objetivo 1: escreva pelo menos 3 palavras diferentes (agora: 0).');
    expect(messages[1]).toMatch(/^KPI do objetivo 1: /);
    expect(messages[2]).toMatch(/^Meta do objetivo 1: /);
    expect(messages[3]).toMatch(/^Meio do funil: escreva pelo menos 5 palavras diferentes \(agora: 0\)\.$/);
    expect(messages[4]).toBe('Semana 3: escreva pelo menos 2 palavras diferentes (agora: 0).');
    expect(messages[5]).toBe('Medição: escreva pelo menos 12 palavras diferentes (agora: 0).');
  });

  it('counts repeated words once: "bla bla bla" is one word', () => {
    const plan = withPlan((p) => {
      p.persona = 'bla '.repeat(40);
      p.funnel.topo = 'vídeo vídeo vídeo vídeo vídeo vídeo';
    });
    expect(planProblems(plan)).toEqual([
      {
        step: 'persona',
        field: 'persona',
        message: 'Persona: escreva pelo menos 15 palavras diferentes (agora: 1).',
      },
      {
        step: 'funil',
        field: 'funnel.topo',
        message: 'Topo do funil: escreva pelo menos 5 palavras diferentes (agora: 1).',
      },
    ]);
  });

  it('wants a number in each target and each channel’s expected result', () => {
    const plan = withPlan((p) => {
      p.objectives[0]!.target = 'Bem mais encomendas logo';
      p.channels[1]!.expected = 'Muitas encomendas fechadas pelo catálogo';
    });
    expect(planProblems(plan)).toEqual([
      {
        step: 'objetivos',
        field: 'target',
        index: 0,
        message: expect.stringMatching(/^Meta do objetivo 1: diga a meta com um número/),
      },
      {
        step: 'canais',
        field: 'expected',
        index: 1,
        message: 'Canal 2 (WhatsApp Business): diga o resultado esperado com um número.',
      },
    ]);
  });

  it('refuses a channel without an expected result (older apps saved none)', () => {
    const plan = withPlan((p) => {
      delete (p.channels[0] as { expected?: string }).expected;
    });
    expect(planProblems(plan)).toEqual([
      {
        step: 'canais',
        field: 'expected',
        index: 0,
        message:
          'Resultado esperado do canal 1 (Instagram): escreva pelo menos 3 palavras diferentes (agora: 0).',
      },
    ]);
  });

  it('names each channel’s missing parts with its row and name', () => {
    const plan = withPlan((p) => {
      p.channels[0] = { channel: '•••', role: 'Atrair', expected: '40', budget: 900 };
    });
    expect(planProblems(plan)).toEqual([
      { step: 'canais', field: 'channel', index: 0, message: expect.stringMatching(/^Canal 1: /) },
      {
        step: 'canais',
        field: 'role',
        index: 0,
        message: 'Papel do canal 1: escreva pelo menos 3 palavras diferentes (agora: 1).',
      },
      {
        step: 'canais',
        field: 'expected',
        index: 0,
        message: 'Resultado esperado do canal 1: escreva pelo menos 3 palavras diferentes (agora: 0).',
      },
    ]);
  });

  it('skips a row left wholly blank, but not one of invisible characters', () => {
    const blankRow = withPlan((p) => {
      p.objectives.push({ objective: '', kpi: ' ', target: '' });
      p.channels.push({ channel: '', role: '', expected: '', budget: 0 });
    });
    expect(planProblems(blankRow)).toEqual([]);
    const invisibleRow = withPlan((p) => {
      p.channels.push({ channel: ZW, role: '', expected: '', budget: 0 });
    });
    expect(where(planProblems(invisibleRow))).toEqual([
      { step: 'canais', field: 'channel', index: 2 },
      { step: 'canais', field: 'role', index: 2 },
      { step: 'canais', field: 'expected', index: 2 },
    ]);
    // With every row blank, the first one is the one to fill.
    const noChannel = withPlan((p) => {
      p.channels = [{ channel: '', role: '', expected: '', budget: 0 }];
      p.totalBudget = 0;
    });
    expect(where(planProblems(noChannel))).toEqual([
      { step: 'canais', field: 'channel', index: 0 },
      { step: 'canais', field: 'role', index: 0 },
      { step: 'canais', field: 'expected', index: 0 },
    ]);
  });
});

describe('the budget adds up', () => {
  it('refuses channels that add up to more or less than the total, naming both sums', () => {
    for (const totalBudget of [1500, 1000]) {
      const problems = planProblems({ ...readyPlan(), totalBudget });
      expect(where(problems)).toEqual([{ step: 'canais', field: 'totalBudget' }]);
      expect(problems[0]!.message).toMatch(
        /^Orçamento: a soma das verbas dos canais \(R\$\s1\.200\) precisa ser igual ao orçamento total \(R\$\s1\.[05]00\)\./,
      );
    }
  });

  it('refuses a total of zero while a channel has money', () => {
    const plan = withPlan((p) => {
      p.totalBudget = 0;
    });
    const problems = planProblems(plan);
    expect(where(problems)).toEqual([{ step: 'canais', field: 'totalBudget' }]);
    expect(problems[0]!.message).toMatch(/\(R\$\s1\.200\) precisa ser igual ao orçamento total \(R\$\s0\)/);
    // The message says when a total of zero is right.
    expect(problems[0]!.message).toMatch(/orgânicos/);
  });

  it('accepts a total of zero when every channel is organic', () => {
    const plan = withPlan((p) => {
      p.totalBudget = 0;
      for (const c of p.channels) c.budget = 0;
    });
    expect(planProblems(plan)).toEqual([]);
  });
});

describe('the plan’s request schema', () => {
  it('accepts a channel without an expected result, as older apps send it', () => {
    const older = { channel: 'Instagram', role: 'Atrair famílias do bairro', budget: 900 };
    expect(PlanPatchSchema.safeParse({ channels: [older] }).success).toBe(true);
    const plan = readyPlan();
    expect(PlanSchema.safeParse({ ...plan, channels: [older] }).success).toBe(true);
    expect(PlanSchema.safeParse(plan).success).toBe(true);
  });

  it('limits the expected result like the role, and still refuses unknown keys', () => {
    const channel = readyPlan().channels[0]!;
    expect(
      PlanPatchSchema.safeParse({ channels: [{ ...channel, expected: 'x'.repeat(PLAN_LIMITS.role + 1) }] })
        .success,
    ).toBe(false);
    expect(PlanPatchSchema.safeParse({ channels: [{ ...channel, expected: 'Leads\u0000' }] }).success).toBe(
      false,
    );
    expect(PlanPatchSchema.safeParse({ channels: [{ ...channel, result: '40 pedidos' }] }).success).toBe(
      false,
    );
  });
});
