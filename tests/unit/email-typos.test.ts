/** "Você quis dizer …?": slips in the domain of an e-mail are caught; real addresses are left alone. */
import { describe, expect, it } from 'vitest';
import { editDistance, emailSuggestion } from '../../src/shared/email-typos';

describe('e-mail typo suggestions', () => {
  it.each([
    // the issue's own example and the endings it names
    ['ana.souza@gmail.con', 'ana.souza@gmail.com'],
    ['ana@gmail.cm', 'ana@gmail.com'],
    ['ana@gmail.co', 'ana@gmail.com'],
    ['ana@gmail.om', 'ana@gmail.com'],
    ['ana@gmail.cmo', 'ana@gmail.com'],
    ['ana@gmail.comm', 'ana@gmail.com'],
    ['ana@hotmail.com.bt', 'ana@hotmail.com.br'],
    ['ana@hotmail.com.brr', 'ana@hotmail.com.br'],
    ['ana@yahoo.com.vr', 'ana@yahoo.com.br'],
    ['ana@outlook.con.br', 'ana@outlook.com.br'],
    // slips in the provider's name
    ['ana@gmial.com', 'ana@gmail.com'],
    ['ana@gmai.com', 'ana@gmail.com'],
    ['ana@gnail.com', 'ana@gmail.com'],
    ['ana@gmaill.com', 'ana@gmail.com'],
    ['ana@gamil.com', 'ana@gmail.com'],
    ['ana@hotmial.com', 'ana@hotmail.com'],
    ['ana@hotmal.com', 'ana@hotmail.com'],
    ['ana@homail.com.br', 'ana@hotmail.com.br'],
    ['ana@outlok.com', 'ana@outlook.com'],
    ['ana@otulook.com', 'ana@outlook.com'],
    ['ana@yaho.com.br', 'ana@yahoo.com.br'],
    ['ana@yhaoo.com', 'ana@yahoo.com'],
    ['ana@icoud.com', 'ana@icloud.com'],
    ['ana@iclould.com', 'ana@icloud.com'],
    ['ana@tera.com.br', 'ana@terra.com.br'],
    ['ana@lve.com', 'ana@live.com'],
    ['ana@live.con', 'ana@live.com'],
    ['ana@bol.com.bt', 'ana@bol.com.br'],
    ['ana@uol.con.br', 'ana@uol.com.br'],
    ['ana@hotmailcom', 'ana@hotmail.com'],
    // a slip in the name and one in the ending
    ['ana@gmaill.con', 'ana@gmail.com'],
    ['ana@hotmial.con', 'ana@hotmail.com'],
    // an ending the provider does not have
    ['ana@gmail.com.br', 'ana@gmail.com'],
    ['ana@bol.com', 'ana@bol.com.br'],
    ['ana@uol.com', 'ana@uol.com.br'],
    ['ana@terra.com', 'ana@terra.com.br'],
    ['ana@icloud.com.br', 'ana@icloud.com'],
    // anyone's domain, with a slip in a common ending
    ['ana@empresa.con', 'ana@empresa.com'],
    ['contato@escola.com.brr', 'contato@escola.com.br'],
    ['contato@ong.org.bt', 'contato@ong.org.br'],
  ])('%s → %s', (typed, meant) => {
    expect(emailSuggestion(typed)).toBe(meant);
  });

  it.each([
    'ana@gmail.com',
    'x@uol.com.br',
    'x@bol.com.br',
    'x@empresa.com',
    'x@empresa.com.br',
    'x@hotmail.com',
    'x@hotmail.com.br',
    'x@outlook.com.br',
    'x@yahoo.com.br',
    'x@icloud.com',
    'x@terra.com.br',
    'x@live.com',
    // real domains one slip from a provider's
    'x@mail.com',
    'x@email.com',
    'x@ymail.com',
    'x@me.com',
    'x@hotmart.com',
    'x@oi.com.br',
    // a provider's real addresses abroad
    'x@yahoo.com.ar',
    'x@hotmail.fr',
    'x@outlook.pt',
    'x@hotmail.co.uk',
    // a company on a real ".co" stays as typed
    'x@startup.co',
    'x@usp.br',
    'x@prefeitura.sp.gov.br',
    // not an address yet: nothing to say
    '',
    'ana',
    'ana@',
    '@gmail.com',
  ])('leaves %s alone', (typed) => {
    expect(emailSuggestion(typed)).toBeNull();
  });

  it('keeps the part before the @ as typed and reads the domain in any case', () => {
    expect(emailSuggestion('  Ana.Souza@GMAIL.CON ')).toBe('Ana.Souza@gmail.com');
    expect(emailSuggestion('a@b@gmial.com')).toBe('a@b@gmail.com');
  });

  it('counts a swap of neighbours as one slip', () => {
    expect(editDistance('gmial', 'gmail')).toBe(1);
    expect(editDistance('gmail', 'gmail')).toBe(0);
    expect(editDistance('hotmart', 'hotmail')).toBe(2);
    expect(editDistance('', 'com')).toBe(3);
  });
});
