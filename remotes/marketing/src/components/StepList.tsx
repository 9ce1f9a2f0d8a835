import styled from 'styled-components';
import type { TitledText } from '../content/home.ts';

const List = styled.ol`
  counter-reset: step;
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  li {
    counter-increment: step;
    position: relative;
    padding: 1.25rem 1.25rem 1.25rem 4rem;
    border-radius: 16px;
    border: 1px solid var(--color-border);
    background: var(--color-surfaceRaised);
  }
  li::before {
    content: counter(step);
    position: absolute;
    left: 1.1rem;
    top: 1.1rem;
    width: 2.1rem;
    height: 2.1rem;
    border-radius: 50%;
    display: grid;
    place-items: center;
    font-weight: 700;
    background: var(--color-primary);
    color: var(--color-onPrimary);
  }
  h3 { font-size: 1.1rem; margin-bottom: 0.3rem; }
  p { margin: 0; color: var(--color-muted); }
`;

/** Numbered steps, e.g. the client process: sales, integration, go live. */
export function StepList({ steps }: { steps: readonly TitledText[] }) {
  return (
    <List>
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </List>
  );
}
