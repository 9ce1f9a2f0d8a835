import styled from 'styled-components';
import { demandToastContainer, loadToastify, whenToastContainerMounted } from './toastRuntime.ts';

const Title = styled.p`
  margin: 0;
  font-weight: 700;
`;
const Description = styled.p`
  margin: 0.15rem 0 0;
`;

function ToastBody({ title, description }: { title: string; description?: string | undefined }) {
  return (
    <div>
      <Title>{title}</Title>
      {description ? <Description>{description}</Description> : null}
    </div>
  );
}

export interface ToastMessage {
  title: string;
  description?: string;
  /** 'destructive' is the error style of spec §8. */
  variant?: 'default' | 'destructive';
}

/** Shows one toast (the container keeps at most one on screen). */
export function notify({ title, description, variant = 'default' }: ToastMessage): void {
  const content = <ToastBody title={title} description={description} />;
  demandToastContainer();
  void Promise.all([loadToastify(), whenToastContainerMounted()]).then(([{ toast }]) => {
    if (variant === 'destructive') toast.error(content, { role: 'alert' });
    else toast.success(content, { role: 'status' });
  });
}
