/**
 * A search field that suggests as the player types (WAI-ARIA APG "combobox with listbox popup",
 * list autocomplete): the field is an ordinary `<input name>` of its form, so without JavaScript
 * the form's GET does the search. With it, `onQuery` hears each change (the caller debounces and
 * fetches), and the options open under the field: Down and Up move through them, Enter opens the
 * one chosen (else submits the form), Escape closes them, a click opens one. Options come in
 * sections (results; or recent and popular games, with a notice such as "no games match"); the
 * last option may be "show all results", which submits the form. Focus stays in the field
 * throughout (`aria-activedescendant`); a polite status says how many games matched.
 *
 * On a phone (below the md breakpoint) focusing the field opens it as a full-screen overlay
 * (issue 27): a modal dialog holding the field, a close button and the options as full-width rows.
 * Tab stays inside it; Escape, the close button, choosing a game or submitting closes it, and the
 * focus returns to the field without opening it again. While `busy` with nothing to show, the list
 * is a skeleton of its rows (SearchPanel.tsx draws the list).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { visuallyHidden } from '../a11y.css.ts';
import { mediaDown } from '../breakpoints.ts';
import type { SearchComboboxProps } from './searchTypes.ts';

export type { SearchComboboxProps, SearchSection, SearchSuggestion } from './searchTypes.ts';
import * as styles from './searchCombobox.css.ts';
import SearchPanel from './SearchPanel.tsx';

const PHONE = mediaDown('md');

export function SearchCombobox(props: SearchComboboxProps) {
  const navigate = useNavigate();
  const listId = `${useId()}-suggestions`;
  const wrapper = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  /** The next focus of the field is the overlay giving it back: it does not open anything. */
  const returning = useRef(false);
  const [expanded, setExpanded] = useState(false);
  const [overlay, setOverlay] = useState(false);
  const [active, setActive] = useState(-1);
  const options = props.sections.flatMap((section) => section.suggestions);
  const count = options.length + (props.showAllLabel ? 1 : 0);
  const open = (expanded || overlay) && (count > 0 || Boolean(props.notice) || Boolean(props.busy));
  const optionId = (index: number) => `${listId}-${index}`;

  const close = (refocus: boolean) => {
    setExpanded(false);
    setActive(-1);
    if (!overlay) return;
    setOverlay(false);
    if (refocus && document.activeElement !== field.current) {
      returning.current = true;
      field.current?.focus();
    }
  };

  // Submitting the form (Enter, the search button) closes the list and the overlay.
  useEffect(() => {
    const form = field.current?.form;
    if (!form) return;
    const closed = () => {
      setExpanded(false);
      setOverlay(false);
    };
    form.addEventListener('submit', closed);
    return () => form.removeEventListener('submit', closed);
  }, []);

  const opened = () => {
    if (returning.current) {
      returning.current = false;
      return;
    }
    setExpanded(true);
    if (window.matchMedia(PHONE).matches) setOverlay(true);
    props.onOpen?.();
  };

  const choose = (index: number) => {
    const suggestion = options[index];
    close(false);
    if (suggestion) {
      props.onChoose?.(suggestion);
      void navigate(suggestion.href);
    } else field.current?.form?.requestSubmit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
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
    } else if (event.key === 'Escape' && (open || overlay)) {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      choose(active);
    }
  };

  // The overlay keeps Tab inside itself (the field and the close button).
  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!overlay || event.key !== 'Tab') return;
    const stops = [...(wrapper.current?.querySelectorAll<HTMLElement>('input, button') ?? [])];
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (event.shiftKey ? document.activeElement === first : document.activeElement === last) {
      event.preventDefault();
      (event.shiftKey ? last : first)?.focus();
    }
  };

  return (
    // The overlay's Tab trap listens on the dialog itself; its controls are the keyboard's.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={wrapper}
      className={`${styles.wrapper} ${props.className ?? ''}`}
      data-search-overlay={overlay ? 'open' : undefined}
      {...(overlay ? { role: 'dialog', 'aria-modal': true, 'aria-label': props.label } : {})}
      onKeyDown={trapTab}
    >
      <div className={styles.top}>
        <label htmlFor={props.id}>{props.label}</label>
        {overlay ? (
          <button type="button" className={styles.close} onClick={() => close(true)}>
            <span aria-hidden="true">×</span>
            <span className={visuallyHidden}>{props.closeLabel}</span>
          </button>
        ) : null}
      </div>
      <input
        ref={field}
        id={props.id}
        type="search"
        name={props.name}
        defaultValue={props.defaultValue}
        maxLength={props.maxLength}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        className={props.inputClassName ?? styles.input}
        onChange={(event) => {
          if (!overlay) opened();
          setActive(-1);
          props.onQuery(event.currentTarget.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (!overlay) setExpanded(false);
        }}
        onFocus={opened}
        onClick={() => {
          if (!overlay) opened();
        }}
      />
      {open ? (
        <SearchPanel
          listId={listId}
          listLabel={props.listLabel}
          sections={props.sections}
          notice={props.notice ?? null}
          busy={Boolean(props.busy)}
          showAllLabel={props.showAllLabel ?? null}
          active={active}
          onChoose={choose}
        />
      ) : null}
      <p role="status" className={visuallyHidden}>
        {props.status}
      </p>
    </div>
  );
}
