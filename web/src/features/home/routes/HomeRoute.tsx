import { useQuery } from '@apollo/client/react';
import { Container, Heading, Stack } from '@chakra-ui/react';
import { useDeferredValue, useEffect, useId } from 'react';

import { graphql } from '../../../gql';
import { BelowTheFold } from '../../../shared/components/BelowTheFold';
import { HydrateApart } from '../../../shared/components/HydrateApart';
import { useSession } from '../../../shared/session/useSession';
import { lazyComponent } from '../../../shared/lib/lazyComponent';
import { LoadingText } from '../../../shared/product/LoadingText';
import { ProductGrid } from '../../../shared/product/ProductGrid';
import { HeroSlider } from '../components/HeroSlider';
import { PromoBanner } from '../components/PromoBanner';
import { homeMessages as messages } from '../messages';

const HomeRouteQuery = graphql(`
  query HomeRouteQuery {
    home {
      slides {
        id
        ...HeroSlider_slide
      }
      promo {
        ...PromoBanner_promo
      }
      recommended {
        id
        ...ProductCard_product
      }
      promoted {
        id
        ...ProductCard_product
      }
      buyAgain {
        ...BuyAgain_item
      }
      groups {
        name
        products {
          id
          ...ProductCard_product
        }
      }
      categoryRows {
        category {
          id
        }
        ...CategoryRow_row
      }
      brandLogos {
        id
        ...BrandLogoSlider_logo
      }
    }
  }
`);

const HomeBelowFold = lazyComponent(async () => (await import('../components/HomeBelowFold')).HomeBelowFold);

/** Spec section 9: recommended cards have a quantity box from 1 to 28 (less when the stock or limit is lower). */
const recommendedCard = { maxQuantity: 28 };

/** `/`: hero slider, promotion, recommended products, customers' carousels, category rows and brand logos. */
export function HomeRoute() {
  const { data, loading, error } = useQuery(HomeRouteQuery);
  const { loggedIn } = useSession();
  const recommendedId = useId();

  useEffect(() => {
    // Spec section 8: a failed home load is only logged.
    if (error) console.error('Could not load the home page.', error);
  }, [error]);

  // The page is built from the answer in the background (a deferred render the browser can interrupt).
  const home = useDeferredValue(data?.home);

  return (
    <>
      <title>{messages.documentTitle}</title>
      <Heading as="h1" srOnly>
        {messages.title}
      </Heading>
      {(loading || data) && !home && <LoadingText />}
      {home && (
        <Stack gap={{ base: '10', md: '14' }} pb={{ base: '10', md: '14' }}>
          <HydrateApart>
            <HeroSlider slides={home.slides} />
          </HydrateApart>
          <Container maxW="7xl">
            <Stack gap={{ base: '10', md: '14' }}>
              {home.promo && (
                <HydrateApart>
                  <PromoBanner promo={home.promo} />
                </HydrateApart>
              )}

              {home.recommended.length > 0 && (
                <HydrateApart>
                  <Stack as="section" aria-labelledby={recommendedId} gap="4">
                    <Heading as="h2" id={recommendedId} size={{ base: 'lg', md: 'xl' }}>
                      {messages.recommended}
                    </Heading>
                    <ProductGrid
                      products={home.recommended}
                      columns={{ base: 1, md: 3 }}
                      firstCards={3}
                      card={recommendedCard}
                    />
                  </Stack>
                </HydrateApart>
              )}

              <BelowTheFold>
                <HomeBelowFold home={home} loggedIn={loggedIn} />
              </BelowTheFold>
            </Stack>
          </Container>
        </Stack>
      )}
    </>
  );
}
