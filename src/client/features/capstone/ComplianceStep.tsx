/** Step 8: the legal checks (LGPD, CONAR, CDC, ECA Digital), ticked by the learner. */
import { COMPLIANCE_CHECKS } from '../../../shared/capstone-plan';
import { Choices, type StepEditorProps } from './plan-ui';

export function ComplianceStep({ capstone, plan, save }: StepEditorProps) {
  return (
    <Choices>
      <legend>Conferi que:</legend>
      {COMPLIANCE_CHECKS.map((check) => (
        <label key={check}>
          <input
            type="checkbox"
            checked={plan.compliance[check]}
            onChange={(e) => save({ compliance: { ...plan.compliance, [check]: e.target.checked } })}
          />
          <span>{capstone.compliance[check]}</span>
        </label>
      ))}
    </Choices>
  );
}
