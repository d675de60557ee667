import { Box, Container, Flex, HStack, Link } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { Link as RouterLink } from 'react-router';

import { store } from '../../../shared/config/store';
import { paths } from '../../../shared/lib/paths';
import { AccountEntry } from './AccountEntry';
import { CartLink } from './CartLink';
import { CategoryMenu } from './CategoryMenu';
import { MainMenu } from './MainMenu';
import { ProductTotal } from './ProductTotal';
import { SearchBox } from './SearchBox';
import { SkipToContentLink } from './SkipToContent';
import { TopBar } from './TopBar';

interface HeaderProps {
  categories: ComponentProps<typeof CategoryMenu>['categories'];
  categoriesLoading: boolean;
  /** The layout query's answer, for 'TOTAL n PRODUCTS'. */
  productTotal: ComponentProps<typeof ProductTotal>['query'];
  /** Id of the search box, which the mobile bottom bar shows and hides. */
  searchId: string;
  /** Below 768 px the search box shows only when the bottom bar's Search opened it. */
  mobileSearchOpen: boolean;
}

export function Header({
  categories,
  categoriesLoading,
  productTotal,
  searchId,
  mobileSearchOpen,
}: HeaderProps) {
  return (
    <Box as="header">
      <SkipToContentLink />
      <TopBar />
      <Box borderBottomWidth={{ base: '0', md: '1px' }} bg="bg">
        {/* Phones: one row of 48 px (controls of 40), so the whole header stays within 120 px. */}
        <Container maxW="7xl" py={{ base: '1', md: '4' }}>
          <Flex align="center" wrap="wrap" columnGap={{ base: '3', md: '8' }} rowGap={{ base: '1', md: '3' }}>
            <StoreLogo />
            {/* Phones: logo and actions share the first row, the search box (when open) the second. From a
                tablet up it sits between them (at 1000 px it used to disappear, leaving a gap). */}
            <Box
              id={searchId}
              flex="1"
              minW={{ base: 'full', md: '48', lg: '72' }}
              maxW="2xl"
              order={{ base: 1, md: 0 }}
              hideBelow={mobileSearchOpen ? undefined : 'md'}
            >
              <SearchBox />
            </Box>
            <HStack gap={{ base: '1', md: '2' }} ms="auto">
              <ProductTotal query={productTotal} color="brand.800" hideBelow="lg" />
              <AccountEntry />
              <CartLink />
            </HStack>
          </Flex>
        </Container>
      </Box>
      <Box bg="gray.900">
        <Container maxW="7xl" px={{ base: '0', md: '6' }}>
          <Flex align="stretch">
            <CategoryMenu categories={categories} loading={categoriesLoading} />
            <MainMenu />
          </Flex>
        </Container>
      </Box>
    </Box>
  );
}

function StoreLogo() {
  return (
    <Link
      asChild
      fontSize={{ base: 'md', md: 'xl' }}
      lineHeight={{ base: '1.15', md: 'short' }}
      // On narrow screens the name wraps instead of pushing sign-in and the cart onto their own row.
      flex={{ base: '1', md: 'none' }}
      minW="0"
      fontWeight="black"
      letterSpacing="tight"
      color="brand.700"
      _hover={{ textDecoration: 'none', color: 'brand.800' }}
    >
      <RouterLink to={paths.home}>{store.name}</RouterLink>
    </Link>
  );
}
