import { Box, Button, chakra, Container, Flex, HStack, Link, Text, useSlotRecipe } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

import { ChevronDownIcon, PhoneIcon, TruckIcon } from '../../../shared/components/icons';
import { store, storePhoneHref } from '../../../shared/config/store';
import { paths } from '../../../shared/lib/paths';
import { accountPaths } from '../../../shared/session/accountPaths';
import { useLogoutMutation } from '../../../shared/session/useLogoutMutation';
import { useSession } from '../../../shared/session/useSession';
import { topBarMessages as messages } from '../messages';
import { SideScroller } from './SideScroller';

/** The strip above the header: the delivery promise and help line, the account menu, language and currency. */
export function TopBar() {
  const { loggedIn } = useSession();
  return (
    <Box bg="brand.900" color="brand.50" fontSize="xs">
      {/* Phones: one row that scrolls sideways (the delivery promise last; the footer repeats it), so the
          header takes less than a fifth of the screen. From a tablet up: the promise left, the rest right. */}
      <Container maxW="7xl" py={{ base: '0.5', md: '1.5' }} px={{ base: '0', md: '6' }}>
        <SideScroller fadeColor="brand.900" hintColor="white" overflowX={{ base: 'auto', md: 'visible' }}>
          <Flex
            align="center"
            justify="space-between"
            wrap={{ base: 'nowrap', md: 'wrap' }}
            columnGap="6"
            rowGap="1"
            whiteSpace={{ base: 'nowrap', md: 'normal' }}
            w={{ base: 'max-content', md: 'auto' }}
            px={{ base: '4', md: '0' }}
          >
            <HStack gap="1.5" order={{ base: 1, md: 0 }}>
              <TruckIcon boxSize="4" aria-hidden />
              <Text>{messages.secureDelivery}</Text>
            </HStack>
            <HStack gap="4" wrap={{ base: 'nowrap', md: 'wrap' }} rowGap="1">
              <HStack gap="1">
                <PhoneIcon boxSize="3.5" aria-hidden hideFrom="sm" />
                <Text>
                  <chakra.span hideBelow="sm">{messages.help} </chakra.span>
                  <Link href={storePhoneHref} color="white" fontWeight="semibold">
                    {store.phone}
                  </Link>
                </Text>
              </HStack>
              {loggedIn && <AccountMenu />}
              <Switcher label={messages.language} value="en" option={messages.english} />
              <Switcher label={messages.currency} value="USD" option={messages.usd} />
            </HStack>
          </Flex>
        </SideScroller>
      </Container>
    </Box>
  );
}

/** Spec section 2: My account, Wishlist and Logout (and our Quick order), only for a logged-in customer. */
function AccountMenu() {
  const [logout, { loading }] = useLogoutMutation();
  const linkStyle = { color: 'white', minH: '6', display: 'inline-flex', alignItems: 'center' } as const;
  return (
    <chakra.nav aria-label={messages.accountMenu}>
      <HStack as="ul" listStyleType="none" gap="4">
        <li>
          <Link asChild {...linkStyle}>
            <RouterLink to={accountPaths.dashboard}>{messages.myAccount}</RouterLink>
          </Link>
        </li>
        <li>
          <Link asChild {...linkStyle}>
            <RouterLink to={paths.quickOrder}>{messages.quickOrder}</RouterLink>
          </Link>
        </li>
        <li>
          <Link asChild {...linkStyle}>
            <RouterLink to={accountPaths.wishlist}>{messages.wishlist}</RouterLink>
          </Link>
        </li>
        <li>
          <Button
            variant="plain"
            size="xs"
            h="6"
            px="0"
            color="white"
            fontWeight="normal"
            textDecoration="underline"
            loading={loading}
            onClick={() => void logout()}
          >
            {messages.logout}
          </Button>
        </li>
      </HStack>
    </chakra.nav>
  );
}

/**
 * The store sells in one language and one currency (spec section 1); the switchers say so. Styled by the
 * theme's native-select recipe; Chakra's `NativeSelect` would bring Ark's form-field code to every page.
 */
function Switcher({ label, value, option }: { label: string; value: string; option: string }) {
  const styles = useSlotRecipe({ key: 'nativeSelect' })({ size: 'xs', variant: 'plain' });
  return (
    <chakra.div css={styles.root} width="auto">
      <chakra.select
        css={styles.field}
        aria-label={label}
        value={value}
        onChange={() => {}}
        color="white"
        h="6"
        ps="1"
      >
        <option value={value} style={{ color: 'black' }}>
          {option}
        </option>
      </chakra.select>
      <chakra.div css={styles.indicator} color="white">
        <ChevronDownIcon />
      </chakra.div>
    </chakra.div>
  );
}
