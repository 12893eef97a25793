/** The reset-password page: one column, the width of the login form (form styles from the kit). */
import { style } from '@vanilla-extract/css';

export { actions, button as secondaryButton, heading as stepHeading } from '@casino/ui/forms';

export const page = style({ maxWidth: '32rem', display: 'grid', gap: '1rem' });

export const rules = style({ margin: 0, paddingInlineStart: '1.25rem' });
