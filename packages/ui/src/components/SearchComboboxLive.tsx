/**
 * A search field that suggests as the player types (WAI-ARIA APG "combobox with listbox popup",
 * list autocomplete): the field is an ordinary `<input name>` of its form, so without JavaScript
 * the form's GET does the search. With it, `onQuery` hears each change (the caller debounces and
 * fetches), and the suggestions open under the field: Down and Up move through them, Enter opens
 * the one chosen (else submits the form), Escape closes them, a click opens one. The last option
 * may be "show all results", which submits the form. Focus stays in the field throughout
 * (`aria-activedescendant`); a polite status says how many games matched.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { visuallyHidden } from '../a11y.css.ts';
import * as styles from './searchCombobox.css.ts';

export interface SearchSuggestion {
  id: string;
  label: string;
  description?: string | null;
  href: string;
  image?: { src: string; width: number; height: number } | null;
}

export interface SearchComboboxProps {
  /** The field's id (a link to `#id` reaches it, e.g. the bottom navigation's search). */
  id: string;
  name: string;
  label: string;
  /** Names the list of suggestions ("Suggestions"). */
  listLabel: string;
  defaultValue: string;
  maxLength?: number;
  suggestions: readonly SearchSuggestion[];
  /** "Show all 12 results": the option that submits the form; none hides it. */
  showAllLabel?: string | null;
  /** Read to screen readers when the suggestions change ("5 games found"). */
  status: string;
  /** Each change of the text (debounce in the caller). */
  onQuery(value: string): void;
  className?: string;
  inputClassName?: string;
}

export function SearchCombobox(props: SearchComboboxProps) {
  const navigate = useNavigate();
  const listId = `${useId()}-suggestions`;
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const count = props.suggestions.length + (props.showAllLabel ? 1 : 0);
  const open = expanded && props.suggestions.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (index: number, input: HTMLInputElement | null) => {
    const suggestion = props.suggestions[index];
    setExpanded(false);
    if (suggestion) void navigate(suggestion.href);
    else input?.form?.requestSubmit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (props.suggestions.length === 0) return;
      event.preventDefault();
      if (!open) {
        setExpanded(true);
        setActive(event.key === 'ArrowDown' ? 0 : count - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the last option Down returns to the field (-1), and from the field Up to the last.
      setActive((current) => {
        const next = current + step;
        return next >= count ? -1 : next < -1 ? count - 1 : next;
      });
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setExpanded(false);
      setActive(-1);
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      choose(active, event.currentTarget);
    }
  };

  return (
    <div className={`${styles.wrapper} ${props.className ?? ''}`}>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="search"
        name={props.name}
        defaultValue={props.defaultValue}
        maxLength={props.maxLength}
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        className={props.inputClassName ?? styles.input}
        onChange={(event) => {
          setExpanded(true);
          setActive(-1);
          props.onQuery(event.currentTarget.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setExpanded(false)}
        onFocus={() => setExpanded(true)}
      />
      <div id={listId} role="listbox" aria-label={props.listLabel} className={styles.listbox} hidden={!open}>
        {props.suggestions.map((suggestion, index) => (
          // Keys are the field's (aria-activedescendant, as the APG pattern has it); a press chooses.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <div
            tabIndex={-1}
            key={suggestion.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // The field keeps focus: a press chooses without blurring it first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={(event) =>
              choose(
                index,
                (event.currentTarget.closest('form')?.elements.namedItem(props.name) ??
                  null) as HTMLInputElement | null,
              )
            }
          >
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
          </div>
        ))}
        {props.showAllLabel ? (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <div
            tabIndex={-1}
            id={optionId(props.suggestions.length)}
            role="option"
            aria-selected={active === props.suggestions.length}
            className={`${styles.option} ${styles.more}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={(event) => event.currentTarget.closest('form')?.requestSubmit()}
          >
            {props.showAllLabel}
          </div>
        ) : null}
      </div>
      <p role="status" className={visuallyHidden}>
        {props.status}
      </p>
    </div>
  );
}
