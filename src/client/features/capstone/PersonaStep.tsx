/** Step 2: the person the plan speaks to. */
import { PLAN_LIMITS, PLAN_MINIMUMS } from '../../../shared/capstone-plan';
import { wordsHint } from './plan-check';
import { PlanText } from './plan-fields';
import type { StepEditorProps } from './plan-ui';

export function PersonaStep({ plan, save }: StepEditorProps) {
  return (
    <PlanText
      label="Persona"
      field="persona"
      hint={wordsHint(PLAN_MINIMUMS.persona.words)}
      value={plan.persona}
      max={PLAN_LIMITS.persona}
      rows={6}
      onSave={(persona) => save({ persona })}
    />
  );
}
