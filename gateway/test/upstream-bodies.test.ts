import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { STAFF_PRODUCTS } from '@storefront/contract/rest';
import {
  ACCOUNT,
  type RestAddressBodySchema,
  type RestCreateOrderBodySchema,
  type RestRegisterBodySchema,
} from '@storefront/contract/rest';
import type { ProductChanges, StaffApi } from '../src/upstream/staff-api.js';
import type {
  AddressFields,
  CreateOrderFields,
  RegisterFields,
  StoreApi,
} from '../src/upstream/store-api.js';

/*
 * The bodies the gateway sends are the descriptors' (@storefront/contract/rest): its field types are the body
 * schemas' input, and a body the descriptor does not declare does not compile (checked by `npx tsc -p gateway`).
 */

describe('the bodies of the upstream calls', () => {
  it('are typed by the body schemas of their descriptors', () => {
    expectTypeOf<RegisterFields>().toEqualTypeOf<z.input<typeof RestRegisterBodySchema>>();
    expectTypeOf<AddressFields>().toEqualTypeOf<z.input<typeof RestAddressBodySchema>>();
    expectTypeOf<CreateOrderFields>().toEqualTypeOf<
      Omit<z.input<typeof RestCreateOrderBodySchema>, 'items' | 'subtotal' | 'tax' | 'total'>
    >();
    expectTypeOf<ProductChanges>().toEqualTypeOf<
      z.input<NonNullable<typeof STAFF_PRODUCTS.updateProduct.body>>
    >();
  });

  it('refuses, at compile time, a field a descriptor does not declare and a body for a call without one', () => {
    const sends = (api: StoreApi, staff: StaffApi) => {
      // @ts-expect-error: login's body has no `passwort`
      void api.send(ACCOUNT.login, { json: { email: 'a@example.com', passwort: 'x' } });
      // @ts-expect-error: logout takes no body
      void api.send(ACCOUNT.logout, { json: {} });
      // @ts-expect-error: a product's stock is a number
      void staff.updateProduct(1, { stock: 'ten' });
    };
    expectTypeOf(sends).toBeFunction();
  });
});
