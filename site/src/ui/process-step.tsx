import { Reveal } from './reveal';

interface ProcessStepProps {
  /** 1-based position, shown as "01", "02"... */
  number: number;
  title: string;
  text: string;
  /** Stagger, in ms, for the steps of a list. */
  delay?: number;
}

/** One numbered step of a process list (an `<li>`, revealed on scroll). */
export function ProcessStep({ number, title, text, delay = 0 }: ProcessStepProps) {
  return (
    <Reveal as="li" className="step" delay={delay}>
      <span className="step__number" aria-hidden="true">
        {String(number).padStart(2, '0')}
      </span>
      <div>
        <h3>{title}</h3>
        <p>{text}</p>
      </div>
    </Reveal>
  );
}
