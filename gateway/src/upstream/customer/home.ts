import { HOME } from '@storefront/contract/rest';
import type { CustomerCaller } from './caller.js';

/** The home page's parts, each its own call (`HOME` of the REST contract). */
export class HomeCalls {
  constructor(private readonly api: CustomerCaller) {}

  sliders() {
    return this.api.read(HOME.sliders);
  }

  promo() {
    return this.api.read(HOME.homePageImage);
  }

  footerImage() {
    return this.api.read(HOME.footerImage);
  }

  logos() {
    return this.api.read(HOME.logos);
  }

  /** `{"Recommended": [...], "<group>": [...]}`: the first key is the recommended list. */
  lists() {
    return this.api.read(HOME.homePageItems, { memo: true });
  }

  itemsByCategory() {
    return this.api.read(HOME.itemsByCategory);
  }

  promotedItems() {
    return this.api.read(HOME.promotedItems);
  }

  frequentlyOrderedItems() {
    return this.api.read(HOME.frequentlyOrderedItems, { memo: true });
  }
}
