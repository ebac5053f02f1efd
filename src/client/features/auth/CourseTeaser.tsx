/** Three tiles on the sign-in screen: what the course offers. */
import styled from 'styled-components';
import BookOpen from 'lucide-react/icons/book-open';
import CloudOff from 'lucide-react/icons/cloud-off';
import Star from 'lucide-react/icons/star';

const Tiles = styled.ul`
  list-style: none;
  padding: 0;
  margin: 16px 0;
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 8px;
  li {
    background: ${(p) => p.theme.color.surface};
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.md};
    padding: 10px 6px;
    text-align: center;
    font-size: 0.8rem;
    line-height: 1.3;
  }
  svg {
    color: ${(p) => p.theme.color.primary};
    display: block;
    margin: 0 auto 4px;
  }
  strong {
    display: block;
    font-size: 0.95rem;
  }
`;

export function CourseTeaser() {
  return (
    <Tiles aria-label="O que você encontra aqui">
      <li>
        <BookOpen size={22} aria-hidden />
        <strong>10 capítulos</strong>
        do básico ao avançado
      </li>
      <li>
        <Star size={22} aria-hidden />
        <strong>Pontos e conquistas</strong>
        quizzes e sequência diária
      </li>
      <li>
        <CloudOff size={22} aria-hidden />
        <strong>Funciona offline</strong>
        estude no ônibus
      </li>
    </Tiles>
  );
}
