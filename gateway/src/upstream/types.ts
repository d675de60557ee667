// Temporary, while staff-types.ts moves to the contract.
export * from '@storefront/contract/rest';
