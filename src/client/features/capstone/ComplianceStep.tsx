/** Step 8: the legal checks (LGPD, CONAR, CDC, ECA Digital), ticked by the learner. */
import { useContext } from 'react';
import { COMPLIANCE_CHECKS } from '../../../shared/capstone-plan';
import { FieldProblem } from './plan-fields';
import { PlanCheckContext, planFieldId } from './plan-check';
import { Choices, type StepEditorProps } from './plan-ui';

const PROBLEM_ID = 'plano-compliance-problema';

export function ComplianceStep({ capstone, plan, save }: StepEditorProps) {
  const { problems, attempted } = useContext(PlanCheckContext);
  // Shown once the learner tried to complete: ticking is not typing, so there is no field to leave.
  const problem = attempted ? problems.find((p) => p.field === 'compliance') : undefined;
  return (
    <Choices>
      <legend>Conferi que:</legend>
      {COMPLIANCE_CHECKS.map((check, i) => (
        <label key={check}>
          <input
            type="checkbox"
            id={planFieldId('compliance', i)}
            checked={plan.compliance[check]}
            aria-invalid={problem && !plan.compliance[check] ? true : undefined}
            aria-describedby={problem && !plan.compliance[check] ? PROBLEM_ID : undefined}
            onChange={(e) => save({ compliance: { ...plan.compliance, [check]: e.target.checked } })}
          />
          <span>{capstone.compliance[check]}</span>
        </label>
      ))}
      {problem && <FieldProblem id={PROBLEM_ID}>{problem.message}</FieldProblem>}
    </Choices>
  );
}
