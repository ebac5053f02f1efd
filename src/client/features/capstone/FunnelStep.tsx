/** Step 4: the content for each stage of the funnel. */
import { FUNNEL_STAGES, PLAN_LIMITS, PLAN_MINIMUMS } from '../../../shared/capstone-plan';
import { wordsHint } from './plan-check';
import { PlanText } from './plan-fields';
import { FUNNEL_LABELS } from './plan-format';
import type { StepEditorProps } from './plan-ui';

export function FunnelStep({ plan, save }: StepEditorProps) {
  return (
    <>
      {FUNNEL_STAGES.map((stage) => (
        <PlanText
          key={stage}
          label={FUNNEL_LABELS[stage]}
          field={`funnel.${stage}`}
          hint={wordsHint(PLAN_MINIMUMS.funnelStage.words)}
          value={plan.funnel[stage]}
          max={PLAN_LIMITS.funnelStage}
          rows={4}
          onSave={(text) => save({ funnel: { ...plan.funnel, [stage]: text } })}
        />
      ))}
    </>
  );
}
