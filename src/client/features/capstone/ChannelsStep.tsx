/**
 * Step 5: the total budget, the channels with their role, their share of it and the result each is expected to
 * bring for it, and whether the budget adds up.
 */
import { budgetAllocated } from '../../../shared/capstone';
import { emptyChannel, PLAN_LIMITS as L } from '../../../shared/capstone-plan';
import { PlanReais, PlanText } from './plan-fields';
import { budgetStatus } from './plan-format';
import type { StepEditorProps } from './plan-ui';
import { RepeatableRows } from './RepeatableRows';

export function ChannelsStep({ plan, save }: StepEditorProps) {
  const allocated = budgetAllocated(plan);
  return (
    <>
      <PlanReais
        label="Orçamento total para os 90 dias"
        field="totalBudget"
        value={plan.totalBudget}
        max={L.budget}
        onSave={(totalBudget) => save({ totalBudget })}
      />
      <RepeatableRows
        rows={plan.channels}
        max={L.channels}
        noun="canal"
        newRow={emptyChannel}
        onSave={(channels) => save({ channels })}
      >
        {(c, update, index) => (
          <>
            <PlanText
              label="Canal"
              field="channel"
              index={index}
              value={c.channel}
              max={L.channel}
              onSave={(channel) => update({ channel })}
            />
            <PlanText
              label="Papel no funil"
              field="role"
              index={index}
              value={c.role}
              max={L.role}
              onSave={(role) => update({ role })}
            />
            <PlanReais
              label="Verba do canal"
              field="budget"
              index={index}
              value={c.budget}
              max={L.budget}
              onSave={(budget) => update({ budget })}
            />
            <PlanText
              label="Resultado esperado"
              field="expected"
              index={index}
              hint="O que este canal deve trazer, com número e prazo: por exemplo, 40 pedidos de orçamento pelo WhatsApp em 90 dias."
              value={c.expected ?? ''}
              max={L.expected}
              rows={2}
              onSave={(expected) => update({ expected })}
            />
          </>
        )}
      </RepeatableRows>
      <p role="status" aria-live="polite">
        {budgetStatus(
          plan.totalBudget,
          allocated,
          plan.channels.some((c) => c.channel.trim() !== ''),
        )}
      </p>
    </>
  );
}
