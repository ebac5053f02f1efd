/** The 90-day plan as the server accepts it in events and stores it in the learner's progress. */
import { z } from 'zod';
import { COMPLIANCE_CHECKS, FUNNEL_STAGES, PLAN_LIMITS as L, PLAN_WEEKS } from './capstone-plan.js';

/** Control characters other than line breaks and tabs (plan fields are multi-line). */
const CONTROL_EXCEPT_LINES = /(?![\n\r\t])\p{Cc}/u;

const text = (max: number, field: string) =>
  z
    .string({ error: `${field}: envie um texto.` })
    .refine((v) => !CONTROL_EXCEPT_LINES.test(v), `${field}: caracteres de controle não são aceitos.`)
    .max(max, `${field}: até ${max} caracteres.`);

const reais = z
  .number({ error: 'Informe o valor em reais.' })
  .int('Use valores inteiros, em reais.')
  .min(0, 'O valor não pode ser negativo.')
  .max(L.budget, 'Valor alto demais.');

export const PlanSchema = z
  .object({
    caseId: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, 'caso inválido')
      .nullable(),
    business: text(L.business, 'Negócio'),
    persona: text(L.persona, 'Persona'),
    objectives: z
      .array(
        z
          .object({
            objective: text(L.objective, 'Objetivo'),
            kpi: text(L.kpi, 'KPI'),
            target: text(L.target, 'Meta'),
          })
          .strict(),
      )
      .min(1)
      .max(L.objectives, `No máximo ${L.objectives} objetivos.`),
    funnel: z
      .object(
        Object.fromEntries(FUNNEL_STAGES.map((s) => [s, text(L.funnelStage, 'Funil')])) as Record<
          (typeof FUNNEL_STAGES)[number],
          ReturnType<typeof text>
        >,
      )
      .strict(),
    channels: z
      .array(
        z
          .object({
            channel: text(L.channel, 'Canal'),
            role: text(L.role, 'Papel do canal'),
            // Optional: apps from before it was asked send channels without it.
            expected: text(L.expected, 'Resultado esperado').optional(),
            budget: reais,
          })
          .strict(),
      )
      .min(1)
      .max(L.channels, `No máximo ${L.channels} canais.`),
    totalBudget: reais,
    weeks: z.array(text(L.week, 'Semana')).length(PLAN_WEEKS, `O calendário tem ${PLAN_WEEKS} semanas.`),
    measurement: text(L.measurement, 'Medição'),
    compliance: z
      .object(
        Object.fromEntries(COMPLIANCE_CHECKS.map((c) => [c, z.boolean()])) as Record<
          (typeof COMPLIANCE_CHECKS)[number],
          z.ZodBoolean
        >,
      )
      .strict(),
  })
  .strict();

/** A change to some parts of the plan: each part given replaces the one stored. */
export const PlanPatchSchema = PlanSchema.partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'Envie pelo menos uma parte do plano.');
