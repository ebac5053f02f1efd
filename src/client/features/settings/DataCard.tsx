/** Seus dados: a copy of everything stored about the learner, and how it is used. */
import { Link } from 'wouter';
import { Button } from '../../components/ui';
import { Actions, SettingsCard } from './settings-ui';
import { paths } from '../../app/paths';

export function DataCard() {
  return (
    <SettingsCard id="ajustes-dados" title="Seus dados">
      <p>
        Baixe uma cópia de tudo o que guardamos sobre você: conta, progresso, atividades, aparelhos e
        certificado, num arquivo JSON que outros serviços conseguem ler.
      </p>
      <Actions>
        <Button as="a" $variant="secondary" href="/api/me/export" download="meus-dados-hub.json">
          Baixar meus dados
        </Button>
        <Link href={paths.privacy}>Privacidade</Link>
      </Actions>
    </SettingsCard>
  );
}
