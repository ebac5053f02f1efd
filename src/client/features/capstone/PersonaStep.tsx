/** Step 2: the person the plan speaks to. */
import { PLAN_LIMITS } from '../../../shared/capstone-plan';
import { PlanText } from './plan-fields';
import type { StepEditorProps } from './plan-ui';

export function PersonaStep({ plan, save }: StepEditorProps) {
  return (
    <PlanText
      label="Persona"
      value={plan.persona}
      max={PLAN_LIMITS.persona}
      rows={6}
      onSave={(persona) => save({ persona })}
    />
  );
}
