/** Step 6: the main action of each of the twelve weeks. */
import { PLAN_LIMITS } from '../../../shared/capstone-plan';
import { PlanText } from './plan-fields';
import { replaceAt } from './plan-edits';
import type { StepEditorProps } from './plan-ui';

export function CalendarStep({ plan, save }: StepEditorProps) {
  return (
    <>
      {plan.weeks.map((w, i) => (
        <PlanText
          key={i}
          label={`Semana ${i + 1}`}
          field="week"
          index={i}
          value={w}
          max={PLAN_LIMITS.week}
          rows={2}
          onSave={(text) => save({ weeks: replaceAt(plan.weeks, i, text) })}
        />
      ))}
    </>
  );
}
