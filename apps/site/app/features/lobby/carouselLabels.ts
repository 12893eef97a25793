import type { CarouselLabels } from '@casino/ui/components';
import type { Translator } from '@casino/i18n';

/** The arrows of a carousel named for its row ("Popular slots: scroll back"). */
export function carouselLabels(t: Translator['t'], title: string): CarouselLabels {
  return {
    previous: t('carousel.previous', { title }),
    next: t('carousel.next', { title }),
  };
}
