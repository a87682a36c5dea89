import type { KeyboardEvent, ReactNode } from 'react';

export interface TabDefinition {
  id: string;
  label: string;
  content: ReactNode;
}

/** The id of a tab's radio button, for labels elsewhere on the page that select it too. */
export const tabRadioId = (name: string, tabId: string) => `${name}-tab-${tabId}`;

/**
 * Tabs made of a native radio group: each tab is a labelled radio, and the stylesheet shows the
 * panel of the checked one (global.css, "Tabs"). The browser switches tabs itself, so the first tap
 * answers at once, before and without JavaScript; arrow keys move the selection (automatic
 * activation), Tab leaves the group; once the app runs, Home and End select the first and the last.
 * Other controls select a tab with `<label htmlFor={tabRadioId}>`.
 */
export function Tabs({
  tabs,
  name,
  label,
}: {
  tabs: readonly TabDefinition[];
  /** The radio group's name, unique on the page. */
  name: string;
  /** The group's accessible name. */
  label: string;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Home' && event.key !== 'End') return;
    const radios = [
      ...(event.currentTarget
        .closest('.tabs__list')
        ?.querySelectorAll<HTMLInputElement>('.tabs__radio') ?? []),
    ];
    const target = event.key === 'Home' ? radios[0] : radios[radios.length - 1];
    if (!target) return;
    event.preventDefault();
    target.checked = true;
    target.focus();
  };

  return (
    <div className="tabs">
      <div className="tabs__list" role="radiogroup" aria-label={label}>
        {tabs.map((tab, index) => (
          <label className="tabs__tab" key={tab.id}>
            <input
              className="tabs__radio"
              type="radio"
              name={name}
              value={tab.id}
              id={tabRadioId(name, tab.id)}
              aria-controls={`${name}-panel-${tab.id}`}
              // Its name is the tab's own text, whatever other labels select it.
              aria-labelledby={`${name}-label-${tab.id}`}
              defaultChecked={index === 0}
              onKeyDown={onKeyDown}
            />
            <span id={`${name}-label-${tab.id}`}>{tab.label}</span>
          </label>
        ))}
      </div>
      {tabs.map((tab) => (
        <section
          key={tab.id}
          id={`${name}-panel-${tab.id}`}
          aria-labelledby={`${name}-label-${tab.id}`}
          className="tabs__panel"
          tabIndex={0}
        >
          {tab.content}
        </section>
      ))}
    </div>
  );
}
