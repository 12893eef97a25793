/** The search combobox's props and what it lists (SearchCombobox.tsx, SearchPanel.tsx). */
export interface SearchSuggestion {
  id: string;
  label: string;
  description?: string | null;
  href: string;
  image?: { src: string; width: number; height: number } | null;
}

export interface SearchSection {
  /** Shown above the section's options ("Popular games"); none for plain results. */
  label?: string | null;
  suggestions: readonly SearchSuggestion[];
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
  sections: readonly SearchSection[];
  /** A line above the sections ("No games match your search."). */
  notice?: string | null;
  /** "Show all 12 results": the option that submits the form; none hides it. */
  showAllLabel?: string | null;
  /** Read to screen readers when the suggestions change ("5 games found"). */
  status: string;
  /** Loading with nothing to show yet: skeleton rows. */
  busy?: boolean;
  /** The phone's full-screen overlay: its close button's name. */
  closeLabel: string;
  /** Each change of the text (debounce in the caller). */
  onQuery(value: string): void;
  /** The field got the focus (a caller may fetch recent and popular games). */
  onOpen?(): void;
  /** A game was chosen (before the navigation). */
  onChoose?(suggestion: SearchSuggestion): void;
  className?: string;
  inputClassName?: string;
}
