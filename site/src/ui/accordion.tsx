import { useId, type KeyboardEvent } from 'react';

export interface AccordionItem {
  question: string;
  answer: string;
}

/**
 * An exclusive accordion of native `<details name>` elements: one panel open at a time, the first
 * open initially, clicking the open one closes it. The browser does all of it, so a question
 * answers the first tap at once, before and without JavaScript; Enter and Space toggle, and find-
 * in-page opens a closed answer that holds the text. Once the app runs, ArrowUp/ArrowDown/Home/End
 * also move between the questions (WAI-ARIA accordion).
 */
export function Accordion({ items }: { items: readonly AccordionItem[] }) {
  // One group per accordion: `name` makes the browser close the others.
  const group = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const questions = [
      ...(event.currentTarget.closest('.accordion')?.querySelectorAll<HTMLElement>('summary') ??
        []),
    ];
    const index = questions.indexOf(event.currentTarget);
    const last = questions.length - 1;
    const next = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    questions[next]?.focus();
  };

  return (
    <div className="accordion">
      {items.map((item, index) => (
        <details className="accordion__item" name={group} open={index === 0} key={item.question}>
          <summary className="accordion__trigger" onKeyDown={onKeyDown}>
            <span className="accordion__question">{item.question}</span>
            <span className="accordion__icon" aria-hidden="true" />
          </summary>
          <div className="accordion__panel">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
