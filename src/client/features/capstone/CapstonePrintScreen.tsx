/** The 90-day plan as a document, laid out for one or two A4 pages when printed or saved as PDF. */
import { useEffect } from 'react';
import { Link } from 'wouter';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUser } from '../../app/selectors';
import { Button, Muted, Page } from '../../components/ui';
import { loadCapstone } from '../chapters/chaptersSlice';
import { selectCapstone, selectPlan, selectPlanCompletedAt } from './capstone-selectors';
import { PlanDocument } from './PlanDocument';
import { PlanPrintStyle } from './PlanPrintStyle';
import { CAPSTONE_REVIEW_STEP } from './plan-ui';

const PrintPage = styled(Page)`
  max-width: 820px;
`;

const Toolbar = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  flex-wrap: wrap;
  margin-bottom: ${(p) => p.theme.space(4)};
`;

export default function CapstonePrintScreen() {
  const dispatch = useAppDispatch();
  const capstone = useAppSelector(selectCapstone);
  const plan = useAppSelector(selectPlan);
  const completedAt = useAppSelector(selectPlanCompletedAt);
  const learner = useAppSelector(selectUser)?.name ?? '';
  useEffect(() => {
    void dispatch(loadCapstone());
  }, [dispatch]);
  if (!capstone) {
    return (
      <Page>
        <Muted role="status">Carregando…</Muted>
      </Page>
    );
  }
  return (
    <PrintPage>
      <PlanPrintStyle />
      <Toolbar className="sem-impressao">
        <Button type="button" onClick={() => window.print()}>
          Imprimir ou salvar em PDF
        </Button>
        <Button as={Link} href={paths.capstoneStep(CAPSTONE_REVIEW_STEP)} $variant="secondary">
          Voltar a editar
        </Button>
      </Toolbar>
      <PlanDocument capstone={capstone} plan={plan} learner={learner} completedAt={completedAt} />
    </PrintPage>
  );
}
