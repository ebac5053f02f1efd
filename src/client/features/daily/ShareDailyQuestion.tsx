/** "Mandar a pergunta de hoje": the question as text for a study group's chat, without its answer. */
import styled from 'styled-components';
import type { Question } from '../../../shared/content-schema';
import { ShareButton } from '../share/ShareButton';
import { dailyQuestionMessage } from '../share/share-texts';
import { appUrl } from '../share/share';

const Box = styled.div`
  margin-top: ${(p) => p.theme.space(4)};
`;

export function ShareDailyQuestion({ question }: { question: Pick<Question, 'question' | 'options'> }) {
  return (
    <Box>
      <ShareButton label="Mandar a pergunta de hoje" message={dailyQuestionMessage(question, appUrl())} />
    </Box>
  );
}
