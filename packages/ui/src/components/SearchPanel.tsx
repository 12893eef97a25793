/**
 * The search combobox's list (SearchCombobox.tsx), loaded when it first opens: a notice ("no games
 * match"), skeleton rows while the first answer loads, then the options by section (a labelled
 * group each: recent, popular) and "show all". Options are chosen by the field's keys
 * (`aria-activedescendant`, `active`) or a press; they never take the focus.
 */
import type { SearchSection, SearchSuggestion } from './searchTypes.ts';
import * as styles from './searchCombobox.css.ts';

export interface SearchPanelProps {
  listId: string;
  listLabel: string;
  sections: readonly SearchSection[];
  notice: string | null;
  busy: boolean;
  showAllLabel: string | null;
  /** The option the keys chose (-1: none). */
  active: number;
  /** The option at this index was pressed (past the last: "show all"). */
  onChoose(index: number): void;
}

export default function SearchPanel(props: SearchPanelProps) {
  const { listId } = props;
  const total = props.sections.reduce((sum, section) => sum + section.suggestions.length, 0);
  // Each section's first option's index in the whole list.
  const starts = props.sections.map((_, at) =>
    props.sections.slice(0, at).reduce((sum, section) => sum + section.suggestions.length, 0),
  );
  const option = (suggestion: SearchSuggestion | null, at: number) => (
    // Keys are the field's (aria-activedescendant, as the APG pattern has it); a press chooses.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <div
      tabIndex={-1}
      key={suggestion ? `${suggestion.id}-${at}` : 'all'}
      id={`${listId}-${at}`}
      role="option"
      aria-selected={at === props.active}
      className={suggestion ? styles.option : `${styles.option} ${styles.more}`}
      // The field keeps focus: a press chooses without blurring it first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => props.onChoose(at)}
    >
      {suggestion ? (
        <>
          {suggestion.image ? (
            <img
              className={styles.optionImage}
              src={suggestion.image.src}
              width={suggestion.image.width}
              height={suggestion.image.height}
              alt=""
              decoding="async"
            />
          ) : (
            <span className={styles.optionImage} />
          )}
          <span className={styles.optionLabel}>{suggestion.label}</span>
          {suggestion.description ? (
            <span className={styles.optionDescription}>{suggestion.description}</span>
          ) : null}
        </>
      ) : (
        props.showAllLabel
      )}
    </div>
  );
  const options = (section: SearchSection, at: number) =>
    section.suggestions.map((suggestion, offset) => option(suggestion, starts[at]! + offset));
  return (
    <div className={styles.panel}>
      {props.notice ? <p className={styles.notice}>{props.notice}</p> : null}
      {props.busy && total === 0 ? (
        <div aria-hidden="true" data-testid="search-skeleton">
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className={`${styles.option} ${styles.skeleton}`}>
              <span className={styles.optionImage} />
              <span className={styles.skeletonLine} />
            </div>
          ))}
        </div>
      ) : null}
      <div id={listId} role="listbox" aria-label={props.listLabel} className={styles.listbox}>
        {props.sections.map((section, at) =>
          section.label ? (
            section.suggestions.length > 0 ? (
              <div key={at} role="group" aria-labelledby={`${listId}-g${at}`}>
                <div id={`${listId}-g${at}`} role="presentation" className={styles.groupLabel}>
                  {section.label}
                </div>
                {options(section, at)}
              </div>
            ) : null
          ) : (
            options(section, at)
          ),
        )}
        {props.showAllLabel ? option(null, total) : null}
      </div>
    </div>
  );
}
