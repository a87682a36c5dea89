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

export interface IconCardItem {
  icon: string;
  title: string;
  text: string;
}

/** A grid of icon cards revealed one after another: 120 ms apart in three columns, 100 in four. */
export function IconCardGrid({ items, columns }: { items: IconCardItem[]; columns: 3 | 4 }) {
  const stagger = columns === 3 ? 120 : 100;
  return (
    <div className={`card-grid card-grid--${columns}`}>
      {items.map((item, index) => (
        <IconCard
          key={item.title}
          icon={item.icon}
          title={item.title}
          text={item.text}
          delay={index * stagger}
        />
      ))}
    </div>
  );
}
