/** Step 1: whose plan it is (the learner's own business or a case from the course), and the business. */
import { Muted } from '../../components/ui';
import { PLAN_LIMITS, PLAN_MINIMUMS } from '../../../shared/capstone-plan';
import { wordsHint } from './plan-check';
import { PlanText } from './plan-fields';
import { chooseCase } from './plan-edits';
import { Choices, type StepEditorProps } from './plan-ui';

export function BusinessStep({ capstone, plan, save }: StepEditorProps) {
  return (
    <>
      <Choices>
        <legend>Para quem é o plano?</legend>
        <label>
          <input
            type="radio"
            name="caso"
            checked={plan.caseId === null}
            onChange={() => save({ caseId: null })}
          />
          <span>Para o meu negócio</span>
        </label>
        {capstone.cases.map((c) => (
          <label key={c.id}>
            <input
              type="radio"
              name="caso"
              checked={plan.caseId === c.id}
              onChange={() => save(chooseCase(plan, c))}
            />
            <span>
              <strong>{c.name}</strong>
              <br />
              <Muted>{c.summary}</Muted>
            </span>
          </label>
        ))}
      </Choices>
      <PlanText
        label="O negócio"
        field="business"
        hint={wordsHint(PLAN_MINIMUMS.business.words)}
        value={plan.business}
        max={PLAN_LIMITS.business}
        rows={3}
        onSave={(business) => save({ business })}
      />
    </>
  );
}
