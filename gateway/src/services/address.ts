/** The fields of an address input (AddressInput, OrderAddressInput) that store-api names its own way. */
interface AddressInputFields<Name extends string | null | undefined> {
  name?: Name;
  companyName?: string | null | undefined;
  address: string;
  city: string;
  stateId: string;
  postcode: string;
  phone?: string | null | undefined;
}

/** An address input in store-api's names; optional fields left empty are null (left out of a form). */
export function restAddress<Name extends string | null | undefined>(input: AddressInputFields<Name>) {
  return {
    name: input.name as Name,
    company_name: input.companyName ?? null,
    address: input.address,
    city: input.city,
    state_id: input.stateId,
    pincode: input.postcode,
    phone: input.phone ?? null,
  };
}
