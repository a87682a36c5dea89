import { Icon } from './icon';
import { Reveal } from './reveal';

interface IconCardProps {
  icon: string;
  title: string;
  text: string;
  /** Stagger, in ms, for the cards of a grid. */
  delay?: number;
}

/** A card of a grid: an icon, a title and a short text, revealed on scroll. */
export function IconCard({ icon, title, text, delay = 0 }: IconCardProps) {
  return (
    <Reveal delay={delay}>
      <article className="card">
        <span className="service-card__icon">
          <Icon name={icon} size={26} />
        </span>
        <h3>{title}</h3>
        <p>{text}</p>
      </article>
    </Reveal>
  );
}
