import { useQuery } from '@apollo/client/react';
import { Flex } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { Outlet, useLocation } from 'react-router';

import { AgeGate } from '../../features/age-gate/components/AgeGate';
import { Header } from '../../features/layout/components/Header';
import { MobileBottomBar } from '../../features/layout/components/MobileBottomBar';
import { MainContent, useFocusPageHeading } from '../../features/layout/components/SkipToContent';
import { ErrorBoundary } from '../../shared/errors/ErrorBoundary';
import { BelowTheFold } from '../../shared/components/BelowTheFold';
import { HydrateApart } from '../../shared/components/HydrateApart';
import { PageLoading } from '../../shared/components/PageLoading';
import { lazyComponent } from '../../shared/lib/lazyComponent';
import { graphql } from '../../gql';

// Below the fold on every page: downloaded right after the first paint.
const Footer = lazyComponent(async () => (await import('../../features/layout/components/Footer')).Footer);

const LayoutQuery = graphql(`
  query LayoutQuery {
    categories {
      ...CategoryMenu_category
    }
    ...ProductTotal_query
  }
`);

/** Wraps every page: header with menus, the page, footer, the mobile bottom bar, and the age gate over all. */
export function RootLayout() {
  const { data, loading, error } = useQuery(LayoutQuery);
  const location = useLocation();
  const searchId = useId();
  useFocusPageHeading();
  // The mobile search stays open on the page where it was opened; any navigation (a search) closes it.
  const [searchOpenAt, setSearchOpenAt] = useState<string | null>(null);
  const mobileSearchOpen = searchOpenAt === location.key;

  useEffect(() => {
    // Spec section 8: a failed category load is only logged; the menu button stays.
    if (error) console.error('Could not load the category menu.', error);
  }, [error]);

  const toggleSearch = () => {
    setSearchOpenAt(mobileSearchOpen ? null : location.key);
    if (!mobileSearchOpen) {
      // Once shown, the box gets the keyboard.
      requestAnimationFrame(() => document.getElementById(searchId)?.querySelector('input')?.focus());
    }
  };

  return (
    <Flex direction="column" minH="100dvh" pb={{ base: '16', lg: '0' }}>
      <HydrateApart>
        <Header
          categories={data?.categories}
          categoriesLoading={loading}
          productTotal={data}
          searchId={searchId}
          mobileSearchOpen={mobileSearchOpen}
        />
      </HydrateApart>
      {/* At least a screen tall: the footer starts below the fold, so pages whose data arrives after the
          first paint grow without shifting it (Lighthouse measured a layout shift of 0.59 without this). */}
      <MainContent flex="1" minH="100dvh">
        {/* A page that fails shows the error page between header and footer, until the next address. While a
            screen's code downloads on the first visit, header and footer stay and the page area says so. */}
        <ErrorBoundary resetKey={location.pathname}>
          <HydrateApart fallback={<PageLoading />}>
            <Outlet />
          </HydrateApart>
        </ErrorBoundary>
      </MainContent>
      <BelowTheFold>
        <Footer />
      </BelowTheFold>
      <HydrateApart>
        <MobileBottomBar searchOpen={mobileSearchOpen} searchId={searchId} onToggleSearch={toggleSearch} />
      </HydrateApart>
      <AgeGate />
    </Flex>
  );
}
