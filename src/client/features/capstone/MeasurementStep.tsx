/** Step 7: how the learner will know whether the plan works. */
import { PLAN_LIMITS, PLAN_MINIMUMS } from '../../../shared/capstone-plan';
import { wordsHint } from './plan-check';
import { PlanText } from './plan-fields';
import type { StepEditorProps } from './plan-ui';

export function MeasurementStep({ plan, save }: StepEditorProps) {
  return (
    <PlanText
      label="Como vou medir"
      field="measurement"
      hint={wordsHint(PLAN_MINIMUMS.measurement.words)}
      value={plan.measurement}
      max={PLAN_LIMITS.measurement}
      rows={6}
      onSave={(measurement) => save({ measurement })}
    />
  );
}
