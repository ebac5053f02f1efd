/** "Mandar a pergunta de hoje": the question as text for a study group's chat, without its answer. */
import styled from 'styled-components';
import type { Question } from '../../../shared/content-schema';
import { Muted } from '../../components/ui';
import { ShareButton } from '../share/ShareButton';
import { dailyQuestionMessage } from '../share/share-texts';
import { appUrl } from '../share/share';

const Box = styled.div`
  margin-top: ${(p) => p.theme.space(4)};
  p {
    margin: ${(p) => p.theme.space(2)} 0 0;
  }
`;

export function ShareDailyQuestion({ question }: { question: Pick<Question, 'question' | 'options'> }) {
  return (
    <Box>
      <ShareButton label="Mandar a pergunta de hoje" message={dailyQuestionMessage(question, appUrl())} />
      <Muted as="p">
        Vão a pergunta e as quatro opções, sem a resposta: seu grupo de estudos responde no chat.
      </Muted>
    </Box>
  );
}
