import { json, operation } from './define.ts';

/** Buying a package from its page (spec 02 §2 package page, §7 Packages). */

/** Where the browser goes next: step 2 of the package's checkout, now the shop's cart. */
export interface PackageCheckoutAnswer {
  url: string;
}

/** Opens a checkout holding the package's tickets at the package price; `id` is the config's id or slug. */
export const buyPackage = operation({
  method: 'POST',
  path: '/api/shops/[seller]/packages/[id]/checkout',
  input: () => import('./shared.inputs.ts').then((m) => m.emptyInput),
  answer: json<PackageCheckoutAnswer>(),
  errors: ['packageNotFound', 'couldNotAddToCart'],
});
