import {
  activationCodeOf,
  isValidActivationCode,
  normalizeActivationCode,
} from '../../../core/activationCode';
import { products } from './content';

/** Extra codes printed for each product besides its own: `SPROUT` + product number + serial. */
export const EXTRA_CODES_PER_PRODUCT = 4;

export interface SeedActivationCode {
  code: string;
  /** The product's own code, which is also its seed key. */
  productKey: string;
  productName: string;
  /** Redeemed by this demo account when the school is seeded. */
  usedBy?: string;
}

/** Codes already redeemed in the demo school: the classmates got their banks this way. */
const REDEEMED: Record<string, string> = {
  [activationCodeOf('SPROUT24')]: 'xiaoyu',
  [activationCodeOf('SPROUT44')]: 'haoran',
};

/** Every activation code of the seed, deterministic so README can list them. */
export function seedActivationCodes(): SeedActivationCode[] {
  return products.flatMap((product, index) => {
    const own = normalizeActivationCode(product.activationCode);
    if (!isValidActivationCode(own)) throw new Error(`seed product code ${own} fails the check character`);
    const extra = Array.from({ length: EXTRA_CODES_PER_PRODUCT }, (_, serial) =>
      activationCodeOf(`SPROUT${index + 1}${serial + 1}`),
    );
    return [own, ...extra].map((code) => ({
      code,
      productKey: product.activationCode,
      productName: product.name,
      usedBy: REDEEMED[code],
    }));
  });
}
