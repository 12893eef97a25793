/**
 * The kit's React components (ARCHITECTURE.md packages/ui): routes compose these instead of keeping
 * their own copies. They take translated text as props and link with React Router.
 */
export { GameTile, GameTileDetail, type GameTileProps, type GameTileSize } from './GameTile.tsx';
export { GameSection, type GameSectionProps } from './GameSection.tsx';
export { Carousel, type CarouselLabels, type CarouselProps } from './Carousel.tsx';
export { HeroBanners, type HeroBanner, type HeroBannersProps } from './HeroBanners.tsx';
export {
  SearchCombobox,
  type SearchComboboxProps,
  type SearchSection,
  type SearchSuggestion,
} from './SearchCombobox.tsx';
export { BottomNav, BOTTOM_NAV_ICONS, type BottomNavItem, type BottomNavProps } from './BottomNav.tsx';
export { Field, FieldError, type FieldControlProps, type FieldProps } from './Field.tsx';
export { CheckField, type CheckFieldProps } from './CheckField.tsx';
export {
  ChoiceGroup,
  RadioGroup,
  type ChoiceGroupProps,
  type RadioGroupProps,
  type RadioOption,
} from './ChoiceGroup.tsx';
export {
  FormActions,
  FormError,
  SubmitButton,
  type FormErrorProps,
  type SubmitButtonProps,
} from './Form.tsx';
export { AmountField, type AmountFieldProps } from './AmountField.tsx';
export { MoneyForm, type MoneyFormProps } from './MoneyForm.tsx';
export { ServerDialog, type ServerDialogProps } from './ServerDialog.tsx';
export { FavouriteToggle, type FavouriteToggleProps } from './FavouriteToggle.tsx';
