/** The daily quiz's page: narrower than the app's, for one question at a time. */
import styled from 'styled-components';
import { Page } from '../../components/ui';

export const QuizPage = styled(Page)`
  max-width: 720px;
`;
