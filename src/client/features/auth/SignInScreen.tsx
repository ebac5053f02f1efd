/**
 * Sign in / sign up, with a three-tile teaser of what the course offers. The address names the tab (/entrar,
 * /cadastrar): newcomers and the public pages' invitations land on Cadastrar.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../components/Tabs';
import { Button, Card, LinkButton, Spinner } from '../../components/ui';
import { paths } from '../../app/paths';
import { MIN_PASSWORD_LENGTH } from '../../../shared/credentials';
import { Column, ErrorBox, Field, FieldError, Footer, InlineAction, SuccessBox, Wrap } from './auth-layout';
import { PasswordField } from './PasswordField';
import { EmailField } from './EmailField';
import { CourseTeaser } from './CourseTeaser';
import { farewellDue, farewellSaid, handOffEmail } from './signed-out-handoff';
import { useCredentialsForm, type Mode } from './use-credentials-form';

const Title = styled.h1`
  font-size: 1.7rem;
  text-align: center;
  margin-bottom: 4px;
`;
const Lead = styled.p`
  text-align: center;
  color: ${(p) => p.theme.color.textMuted};
`;
const FormError = styled.div`
  margin-bottom: 12px;
  ${ErrorBox} {
    margin: 0;
  }
  &:focus-within ${ErrorBox}, ${ErrorBox}:focus {
    outline: none;
  }
`;

// No composition rules (NIST SP 800-63B): length, and a nudge towards passphrases.
const SIGN_UP_PASSWORD_HINT = `Pelo menos ${MIN_PASSWORD_LENGTH} caracteres. Uma frase é fácil de lembrar e difícil de descobrir.`;

export default function SignInScreen() {
  const [location, navigate] = useLocation();
  const mode: Mode = location === paths.signUp ? 'cadastrar' : 'entrar';
  // Set when a link under a form switched tabs: the other form then starts with its first field focused.
  const [viaLink, setViaLink] = useState(false);
  const [farewell] = useState(farewellDue);
  useEffect(() => farewellSaid(), []);
  const f = useCredentialsForm(mode);

  const switchTo = (m: Mode, link = false) => {
    setViaLink(link);
    f.reset();
    // The query goes along: it may carry the screen the visit asked for (`volta`), opened once signed in.
    if (m !== mode)
      navigate(`${m === 'cadastrar' ? paths.signUp : paths.signIn}${window.location.search}`, {
        replace: true,
      });
  };

  return (
    <Wrap>
      <Column>
        <Title>Hub de Marketing Digital</Title>
        <Lead>Aprenda marketing digital no seu ritmo, até sem internet.</Lead>
        <CourseTeaser />
        <Card>
          {farewell && (
            <SuccessBox role="status">
              Sua conta foi excluída, com tudo o que guardávamos sobre você. Obrigado por ter estudado com a
              gente!
            </SuccessBox>
          )}
          <TabsRoot value={mode} onValueChange={(v) => switchTo(v as Mode)}>
            <TabsList aria-label="Acesso">
              <TabsTrigger value="entrar">Entrar</TabsTrigger>
              <TabsTrigger value="cadastrar">Cadastrar</TabsTrigger>
            </TabsList>
            {(['entrar', 'cadastrar'] as const).map((m) => (
              <TabsContent key={m} value={m}>
                {/* ids, names and autocomplete as password managers expect (sign-in vs sign-up). */}
                <form onSubmit={f.submit} noValidate aria-busy={f.busy}>
                  {m === 'cadastrar' && (
                    <Field>
                      <label htmlFor="nome">Nome completo</label>
                      <input
                        ref={f.inputs.name}
                        id="nome"
                        name="name"
                        autoComplete="name"
                        autoCapitalize="words"
                        value={f.form.name}
                        onChange={(e) => f.change('name')(e.target.value)}
                        autoFocus={viaLink}
                        aria-invalid={f.errors.name ? true : undefined}
                        aria-describedby={f.errors.name ? 'nome-erro' : undefined}
                        required
                      />
                      {f.errors.name && (
                        <FieldError id="nome-erro" role="alert">
                          {f.errors.name}
                        </FieldError>
                      )}
                    </Field>
                  )}
                  <EmailField
                    inputRef={f.inputs.email}
                    value={f.form.email}
                    onChange={f.change('email')}
                    onBlur={f.offerSuggestion}
                    autoComplete={m === 'entrar' ? 'username' : 'email'}
                    autoFocus={viaLink && m === 'entrar' && !f.form.email}
                    error={f.errors.email}
                    suggestion={f.suggestion}
                    onAccept={f.acceptSuggestion}
                  />
                  {f.offerSignIn && (
                    <InlineAction type="button" onClick={() => switchTo('entrar', true)}>
                      Entrar com este e-mail
                    </InlineAction>
                  )}
                  <PasswordField
                    inputRef={f.inputs.password}
                    autoComplete={m === 'entrar' ? 'current-password' : 'new-password'}
                    label="Senha"
                    value={f.form.password}
                    onChange={(e) => f.change('password')(e.target.value)}
                    hint={m === 'cadastrar' ? SIGN_UP_PASSWORD_HINT : undefined}
                    personal={m === 'cadastrar' ? { name: f.form.name, email: f.form.email } : undefined}
                    meterNow
                    error={f.errors.password}
                    autoFocus={viaLink && m === 'entrar' && Boolean(f.form.email)}
                  />
                  {f.summary && (
                    <FormError>
                      <ErrorBox role="alert" ref={f.formError} tabIndex={-1}>
                        {f.summary}
                      </ErrorBox>
                      {f.offerSignUp && (
                        <InlineAction type="button" onClick={() => switchTo('cadastrar', true)}>
                          Ainda não tem conta? Cadastre-se
                        </InlineAction>
                      )}
                    </FormError>
                  )}
                  <Button type="submit" $block disabled={f.busy}>
                    {f.busy && <Spinner />}
                    {f.busy
                      ? m === 'entrar'
                        ? 'Entrando…'
                        : 'Criando sua conta…'
                      : m === 'entrar'
                        ? 'Começar'
                        : 'Junte-se ao Hub'}
                  </Button>
                  {m === 'entrar' && (
                    <Footer>
                      {/* The e-mail typed here goes along, in memory only, to be filled in there. */}
                      <Link href={paths.forgotPassword} onClick={() => handOffEmail(f.form.email)}>
                        Esqueci minha senha
                      </Link>
                    </Footer>
                  )}
                </form>
                {/* Once offered beside the error, "Cadastre-se" is not repeated here. */}
                {!f.offerSignUp && (
                  <Footer>
                    <LinkButton
                      type="button"
                      onClick={() => switchTo(m === 'entrar' ? 'cadastrar' : 'entrar', true)}
                    >
                      {m === 'entrar' ? 'Não tem conta? Cadastre-se' : 'Já tem conta? Entrar'}
                    </LinkButton>
                  </Footer>
                )}
              </TabsContent>
            ))}
          </TabsRoot>
        </Card>
        <Footer>
          <Link href={paths.privacy}>Privacidade</Link>
        </Footer>
      </Column>
    </Wrap>
  );
}
