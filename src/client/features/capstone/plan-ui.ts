/** The editor's building blocks, shared by its steps. */
import styled from 'styled-components';
import { Card, Page } from '../../components/ui';
import type { CapstonePlan, PlanPatch } from '../../../shared/capstone-plan';
import type { Capstone } from '../../../shared/content-schema';

/** The projeto final's last screen, after the plan's steps: what is missing, completing, printing. */
export const CAPSTONE_REVIEW_STEP = 'concluir';

export const EditorPage = styled(Page)`
  max-width: 760px;
`;

export const StepCard = styled(Card)`
  margin-top: ${(p) => p.theme.space(4)};
  h2 {
    font-size: 1.15rem;
    margin: 0 0 ${(p) => p.theme.space(1)};
  }
`;

/** Radio buttons or checkboxes as large, bordered rows (easy to hit on a phone). */
export const Choices = styled.fieldset`
  border: 0;
  padding: 0;
  margin: ${(p) => p.theme.space(3)} 0;
  min-width: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${(p) => p.theme.space(2)};
  }
  label {
    display: flex;
    gap: 10px;
    align-items: flex-start;
    padding: 10px ${(p) => p.theme.space(3)};
    margin-bottom: ${(p) => p.theme.space(2)};
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.md};
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    margin-top: 2px;
    flex: none;
    accent-color: ${(p) => p.theme.color.primary};
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  flex-wrap: wrap;
  align-items: center;
  margin-top: ${(p) => p.theme.space(3)};
`;

/** What every step's editor gets: the guidance, the plan, and how to save a change to it. */
export interface StepEditorProps {
  capstone: Capstone;
  plan: CapstonePlan;
  save: (patch: PlanPatch) => void;
}
