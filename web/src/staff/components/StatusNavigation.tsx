import { Flex, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

interface StatusNavigationProps<S extends string> {
  /** The navigation's name, e.g. 'Registrations by status'. */
  label: string;
  statuses: readonly S[];
  current: S;
  /** Each status in words. */
  names: Readonly<Record<S, string>>;
  /** The list's address for a status (kept in the address, so a list can be shared and reloaded). */
  hrefOf: (status: S) => string;
}

/** A list's statuses (Pending, Approved, Rejected) as tabs of links; the one shown is the current page. */
export function StatusNavigation<S extends string>({
  label,
  statuses,
  current,
  names,
  hrefOf,
}: StatusNavigationProps<S>) {
  return (
    <Flex as="nav" aria-label={label} gap="1" borderBottomWidth="1px" wrap="wrap">
      {statuses.map((status) => (
        <Link
          key={status}
          asChild
          px="4"
          py="2"
          mb="-1px"
          fontWeight="medium"
          color="fg.muted"
          borderBottomWidth="2px"
          borderColor="transparent"
          _hover={{ color: 'fg', textDecoration: 'none' }}
          css={{ '&[aria-current=page]': { color: 'brand.700', borderColor: 'brand.600' } }}
        >
          <RouterLink to={hrefOf(status)} aria-current={status === current ? 'page' : undefined}>
            {names[status]}
          </RouterLink>
        </Link>
      ))}
    </Flex>
  );
}

/**
 * A list's status as its address asks for it (`?status=approved`), the first of `statuses` (the queue waiting
 * for review) when it asks for none, and the address of each status: the list's own for the first.
 */
export function statusesOf<S extends string>(statuses: readonly [S, ...S[]], listPath: string) {
  const [first] = statuses;
  return {
    statusOf: (params: URLSearchParams): S => {
      const asked = params.get('status')?.toUpperCase();
      return statuses.find((status) => status === asked) ?? first;
    },
    hrefOf: (status: S): string =>
      status === first ? listPath : `${listPath}?${new URLSearchParams({ status: status.toLowerCase() })}`,
  };
}
