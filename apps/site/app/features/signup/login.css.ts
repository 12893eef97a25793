/**
 * The login popup and the sign-up pages' own parts; fields, fieldsets, alerts and buttons are the
 * kit's (@casino/ui forms, dialogStyles).
 */
import { style } from '@vanilla-extract/css';
import { dialogStyles } from '@casino/ui';

export {
  alert,
  check,
  field,
  fieldError,
  fieldGroup as fieldset,
  form,
  input,
  linkButton,
} from '@casino/ui/forms';
export { closeButton, header as dialogHeader } from '@casino/ui/dialog';

/** The login popup: the kit's modal (a native <dialog>; shown by `:target` without JavaScript). */
export const dialog = style([
  dialogStyles.dialog,
  {
    selectors: {
      // Without JavaScript (before hydration) `#login` shows the form; afterwards showModal() does.
      'html:not([data-hydrated]) &:target': {
        display: 'block',
        position: 'fixed',
        inset: '1rem',
        margin: 'auto',
        height: 'fit-content',
        zIndex: 10,
      },
    },
  },
]);

/** The terms and cookie policy links under the sign-up's consent box. */
export const termsLinks = style({ display: 'flex', flexWrap: 'wrap', gap: '0.25rem 1rem', margin: 0 });

export const signupLayout = style({
  display: 'grid',
  gap: '1.5rem',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const signupMain = style({ display: 'grid', gap: '1rem', alignContent: 'start' });
