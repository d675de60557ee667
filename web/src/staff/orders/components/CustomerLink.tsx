import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

import { customerPath } from '../../lib/paths';
import { mayUse, useStaffMe } from '../../session';

/**
 * The customer who placed an order: a link to the customer's page for a role that may open it, the name alone for
 * one that may not (the warehouse), rather than a link to "not available to your role".
 */
export function CustomerLink({ customer }: { customer: { id: string; companyName: string } }) {
  const { me } = useStaffMe();
  if (!me || !mayUse(me.role, 'customers')) return <Text as="span">{customer.companyName}</Text>;
  return (
    <Link asChild color="brand.700" textDecoration="underline">
      <RouterLink to={customerPath(customer.id)}>{customer.companyName}</RouterLink>
    </Link>
  );
}
