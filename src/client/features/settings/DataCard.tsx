/**
 * Seus dados: a summary to read on the screen (name, e-mail, points, chapters, quizzes, streak, achievements,
 * devices, with dates in pt-BR), and a copy of everything stored about the learner as a JSON file.
 */
import { Link } from 'wouter';
import { Button } from '../../components/ui';
import { Actions, SettingsCard } from './settings-ui';
import { paths } from '../../app/paths';
import { DataSummary } from './DataSummary';

export function DataCard() {
  return (
    <SettingsCard id="ajustes-dados" title="Seus dados">
      <p>
        Leia aqui um resumo do que guardamos sobre você, ou baixe uma cópia completa (conta, progresso,
        atividades, aparelhos e certificado) num arquivo JSON, que outros serviços conseguem ler.
      </p>
      <DataSummary />
      <Actions>
        <Button as="a" $variant="secondary" href="/api/me/export" download="meus-dados-hub.json">
          Baixar meus dados (JSON)
        </Button>
        <Button as={Link} href={paths.privacy} $variant="ghost">
          Privacidade
        </Button>
      </Actions>
    </SettingsCard>
  );
}
