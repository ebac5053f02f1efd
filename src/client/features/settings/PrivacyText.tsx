/** What the Privacidade page says: what is stored, why, for how long, who sees it, and the learner's rights. */
import { Link } from 'wouter';
import styled from 'styled-components';
import { RESET_LINK_TTL_MINUTES } from '../../../shared/password-reset';
import { CONFIRMATION_LINK_TTL_HOURS } from '../../../shared/email-confirmation';
import { SESSION_IDLE_DAYS, SESSION_MAX_DAYS } from '../../../shared/sessions';
import { paths } from '../../app/paths';

const Section = styled.section`
  margin-top: 24px;
  h2 {
    font-size: 1.2rem;
  }
  dt {
    font-weight: 700;
    margin-top: 12px;
  }
  dd {
    margin: 4px 0 0;
  }
  li + li {
    margin-top: 8px;
  }
`;

const settings = <Link href={paths.settings}>Ajustes</Link>;

/** Keeps a number on the same line as its unit. */
const NBSP = '\u00a0';

/** `contact`: the data-protection contact of this installation (undefined while unknown, e.g. offline). */
export function PrivacyText({ contact }: { contact?: string | null }) {
  return (
    <>
      <p>
        O Hub guarda o mínimo para você estudar em qualquer aparelho sem perder nada. Aqui está o que
        guardamos, por quê, por quanto tempo, quem vê o quê e como usar, dentro do próprio app, os seus
        direitos da Lei Geral de Proteção de Dados (LGPD, art. 18).
      </p>
      <Section aria-labelledby="priv-o-que">
        <h2 id="priv-o-que">O que guardamos e para quê</h2>
        <dl>
          <dt>Conta</dt>
          <dd>
            Nome completo, e-mail e quando você o confirmou, a senha (só um código embaralhado, nunca a senha
            em si), fuso horário, o nome exibido na comunidade e se você aparece no ranking. Serve para você
            entrar, para contar os dias da sua sequência no seu horário e para o ranking.
          </dd>
          <dt>Progresso</dt>
          <dd>
            Pontos, nível, capítulos concluídos, resultados dos quizzes, checklist, favoritos, insights lidos
            e dias de estudo. Serve para você continuar de onde parou em qualquer aparelho.
          </dd>
          <dt>Atividades</dt>
          <dd>
            Cada ação de estudo (abrir ou concluir um capítulo, responder um quiz, marcar um item), com a data
            e os pontos ganhos. Serve para que nenhum progresso se perca e para que ele possa ser conferido. O
            servidor também conta quanto espaço elas ocupam, no dia e no total, porque cada conta tem um
            limite: 5{NBSP}MB no total, o bastante para anos de estudo. Se um dia ele for atingido, suas ações
            ficam guardadas no aparelho e o app avisa.
          </dd>
          <dt>Aparelhos conectados</dt>
          <dd>
            O navegador e o sistema de cada aparelho em que você entrou, quando entrou e quando usou por
            último. Serve para manter você conectado e para você ver e desconectar aparelhos.
          </dd>
          <dt>Certificado</dt>
          <dd>
            Se você emitir o certificado: o nome, a data, os capítulos e o tempo de estudo. Serve para quem
            tiver o link conferir que ele é verdadeiro.
          </dd>
          <dt>Segurança</dt>
          <dd>
            Quando você pediu um link para criar nova senha ou para confirmar o e-mail, e uma contagem de
            tentativas de entrar que falharam. Serve para proteger sua conta de quem tenta adivinhar a senha e
            para que ninguém use seu e-mail sem que você confirme. Também contamos quantas contas cada conexão
            de internet (endereço IP) criou no dia, guardando só um código embaralhado do endereço IP, sem
            ligação com nenhuma conta, para impedir que alguém crie contas sem parar.
          </dd>
        </dl>
      </Section>
      <Section aria-labelledby="priv-tempo">
        <h2 id="priv-tempo">Por quanto tempo</h2>
        <ul>
          <li>Conta, progresso, atividades e certificado: até você excluir a conta.</li>
          <li>
            Cada aparelho conectado: até você sair ou desconectá-lo, ou depois de {SESSION_IDLE_DAYS}
            {NBSP}dias sem que o app fale com o servidor nele (estudar offline não conta, mas nada se perde:
            ao entrar de novo, o que você fez offline é enviado); e no máximo {SESSION_MAX_DAYS}
            {NBSP}dias depois de entrar.
          </li>
          <li>
            Links para criar nova senha: valem por {RESET_LINK_TTL_MINUTES}
            {NBSP}minutos e uma única vez. Links para confirmar o e-mail: valem por{' '}
            {CONFIRMATION_LINK_TTL_HOURS}
            {NBSP}horas. Os dois são apagados um dia depois de vencer.
          </li>
          <li>Contagem de tentativas de entrar que falharam: 1{NBSP}hora.</li>
          <li>Contagem de contas criadas por conexão de internet: 1{NBSP}dia.</li>
          <li>
            Quando você exclui a conta, tudo o que guardamos sobre você sai do app na hora. O que ainda restar
            no disco do servidor é liberado em poucos dias pela limpeza automática do banco de dados e coberto
            por dados novos, e as cópias de segurança que ainda tenham seus dados são descartadas em até 30
            {NBSP}dias.
          </li>
        </ul>
      </Section>
      <Section aria-labelledby="priv-quem">
        <h2 id="priv-quem">Quem vê o quê</h2>
        <ul>
          <li>
            Outros aprendizes veem só o seu nome exibido (se você não escolher um, o primeiro nome e a inicial
            do sobrenome, como “Maria S.”) e seus pontos da semana, no seu grupo da liga semanal da Comunidade
            (até 30 pessoas). Fora do ranking, nem isso: você não entra em grupo nenhum.
          </li>
          <li>Ninguém vê seu e-mail nem seu sobrenome.</li>
          <li>O certificado só é visto por quem recebe o link dele de você.</li>
          <li>
            Não vendemos nem compartilhamos seus dados com ninguém, e o app não tem anúncios nem rastreadores.
          </li>
        </ul>
      </Section>
      <Section aria-labelledby="priv-direitos">
        <h2 id="priv-direitos">Seus direitos e como usá-los</h2>
        <dl>
          <dt>Confirmar que guardamos seus dados e ter acesso a eles</dt>
          <dd>Em {settings}, “Seus dados”, toque em “Baixar meus dados”.</dd>
          <dt>Corrigir dados</dt>
          <dd>Em {settings}, “Perfil”: nome, nome exibido e fuso horário.</dd>
          <dt>Anonimizar, bloquear ou eliminar dados</dt>
          <dd>
            Em {settings}, “Excluir conta” apaga tudo o que guardamos sobre você. Para só sumir da comunidade,
            desligue “Aparecer no ranking da comunidade”.
          </dd>
          <dt>Levar seus dados para outro serviço (portabilidade)</dt>
          <dd>O arquivo de “Baixar meus dados” está em JSON, um formato aberto que outros serviços leem.</dd>
          <dt>Saber com quem compartilhamos seus dados</dt>
          <dd>Com ninguém.</dd>
          <dt>Retirar seu consentimento ou se opor a um uso</dt>
          <dd>
            Desligue “Aparecer no ranking da comunidade” em {settings}, ou exclua a conta. Sem a conta, o app
            não funciona, porque precisa dela para guardar seu progresso.
          </dd>
          <dt>Contato</dt>
          <dd>
            {contact ? (
              <>
                Para qualquer pedido que o app não resolva sozinho, escreva para o encarregado de dados:{' '}
                <a href={`mailto:${contact}`}>{contact}</a>.
              </>
            ) : (
              <>
                Para qualquer pedido que o app não resolva sozinho, fale com quem oferece o Hub de Marketing
                Digital a você (a escola, a empresa ou a equipe que indicou o curso).
              </>
            )}
          </dd>
        </dl>
      </Section>
    </>
  );
}
