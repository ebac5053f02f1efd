/** Step 3: objectives, each with the KPI that measures it and a target. */
import { emptyObjective, PLAN_LIMITS as L } from '../../../shared/capstone-plan';
import { PlanText } from './plan-fields';
import type { StepEditorProps } from './plan-ui';
import { RepeatableRows } from './RepeatableRows';

export function ObjectivesStep({ plan, save }: StepEditorProps) {
  return (
    <RepeatableRows
      rows={plan.objectives}
      max={L.objectives}
      noun="objetivo"
      newRow={emptyObjective}
      onSave={(objectives) => save({ objectives })}
    >
      {(o, update, index) => (
        <>
          <PlanText
            label="Objetivo"
            field="objective"
            index={index}
            value={o.objective}
            max={L.objective}
            onSave={(objective) => update({ objective })}
          />
          <PlanText
            label="KPI"
            field="kpi"
            index={index}
            value={o.kpi}
            max={L.kpi}
            onSave={(kpi) => update({ kpi })}
          />
          <PlanText
            label="Meta (número e prazo)"
            field="target"
            index={index}
            value={o.target}
            max={L.target}
            onSave={(target) => update({ target })}
          />
        </>
      )}
    </RepeatableRows>
  );
}
