/** Accessibility helpers shared by the components. */
import { style } from '@vanilla-extract/css';

/** Read by screen readers, not shown (live regions, labels a design leaves implicit). */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
