/**
 * The kit's React components (ARCHITECTURE.md packages/ui): routes compose these instead of keeping
 * their own copies. They take translated text as props and link with React Router.
 */
export { GameTile, GameTileDetail, type GameTileProps, type GameTileSize } from './GameTile.tsx';
export { GameSection, type GameSectionProps } from './GameSection.tsx';
export { Carousel, type CarouselLabels, type CarouselProps } from './Carousel.tsx';
export { HeroBanners, type HeroBanner, type HeroBannersProps } from './HeroBanners.tsx';
export { SearchCombobox, type SearchComboboxProps, type SearchSuggestion } from './SearchCombobox.tsx';
export { BottomNav, BOTTOM_NAV_ICONS, type BottomNavItem, type BottomNavProps } from './BottomNav.tsx';
export {
  CheckField,
  ChoiceGroup,
  Field,
  FieldError,
  RadioGroup,
  type CheckFieldProps,
  type ChoiceGroupProps,
  type FieldControlProps,
  type FieldProps,
  type RadioGroupProps,
  type RadioOption,
} from './Field.tsx';
export {
  FormActions,
  FormError,
  SubmitButton,
  type FormErrorProps,
  type SubmitButtonProps,
} from './Form.tsx';
export { AmountField, type AmountFieldProps } from './AmountField.tsx';
export { MoneyForm, type MoneyFormProps } from './MoneyForm.tsx';
