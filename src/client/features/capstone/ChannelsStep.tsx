/** Step 5: the total budget, the channels with their role and share of it, and whether it adds up. */
import { budgetAllocated } from '../../../shared/capstone';
import { emptyChannel, PLAN_LIMITS as L } from '../../../shared/capstone-plan';
import { PlanReais, PlanText } from './plan-fields';
import { budgetBalance, formatReais } from './plan-format';
import type { StepEditorProps } from './plan-ui';
import { RepeatableRows } from './RepeatableRows';

export function ChannelsStep({ plan, save }: StepEditorProps) {
  const allocated = budgetAllocated(plan);
  return (
    <>
      <PlanReais
        label="Orçamento total para os 90 dias"
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
        {(c, update) => (
          <>
            <PlanText
              label="Canal"
              value={c.channel}
              max={L.channel}
              onSave={(channel) => update({ channel })}
            />
            <PlanText
              label="Papel no funil"
              value={c.role}
              max={L.role}
              onSave={(role) => update({ role })}
            />
            <PlanReais
              label="Verba do canal"
              value={c.budget}
              max={L.budget}
              onSave={(budget) => update({ budget })}
            />
          </>
        )}
      </RepeatableRows>
      <p role="status" aria-live="polite">
        Distribuído: {formatReais(allocated)} de {formatReais(plan.totalBudget)}.{' '}
        {budgetBalance(plan.totalBudget, allocated)}
      </p>
    </>
  );
}
